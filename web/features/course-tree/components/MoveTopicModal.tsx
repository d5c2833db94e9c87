// Move a topic to another unit of its course (PATCH /content/topics/{id} {bundle_id}): the
// course's other units to choose from, the ones the teacher cannot open shown locked.
import { Alert, Button, Group, Loader, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Topic } from '../../../../domain/schemas/courses.ts';
import { useFailureMessage } from '../../../components/failureMessage.ts';
import { useMoveTopic } from '../data/mutations.ts';
import { useCourseTree } from '../data/queries.ts';
import { FetchFailed } from './InaccessibleCourse.tsx';
import classes from './MoveTopicModal.module.css';

type MovableTopic = Pick<Topic, 'id' | 'name' | 'bundle_id' | 'course_id'>;

type Props = {
  topic: MovableTopic | null;
  onClose: () => void;
  /** Called with the new topic and the target unit's name once the server has moved it. */
  onMoved: (topic: Topic, unitName: string) => void;
};

export function MoveTopicModal({ topic, onClose, onMoved }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={topic !== null} onClose={onClose} title={t('topics.move_title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {topic && <MoveTopicForm topic={topic} onClose={onClose} onMoved={onMoved} />}
    </Modal>
  );
}

function MoveTopicForm({ topic, onClose, onMoved }: { topic: MovableTopic; onClose: () => void; onMoved: Props['onMoved'] }) {
  const { t } = useTranslation();
  const describeFailure = useFailureMessage();
  const tree = useCourseTree(topic.course_id);
  const move = useMoveTopic();
  const [target, setTarget] = useState<string | null>(null);
  const units = tree.data?.bundles.filter((bundle) => bundle.id !== topic.bundle_id) ?? [];

  const submit = () => {
    const bundle = units.find((unit) => String(unit.id) === target);
    if (!bundle) return;
    move.mutate({ topic, bundleId: bundle.id }, { onSuccess: (moved) => onMoved(moved, bundle.name) });
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('topics.move_intro', { name: topic.name })}</Text>
      {tree.isError ? (
        <FetchFailed message={t('units.fetch_failed')} onRetry={() => void tree.refetch()} />
      ) : !tree.data ? (
        <Group justify="center" py="lg">
          <Loader size="sm" />
        </Group>
      ) : units.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('topics.move_no_units')}
        </Text>
      ) : (
        <Radio.Group value={target} onChange={setTarget} label={t('topics.move_target')} aria-label={t('topics.move_target')}>
          <ScrollArea.Autosize mah={320} mt="xs" type="auto" offsetScrollbars>
            <Stack gap={6}>
              {units.map((unit) => (
                <Radio.Card
                  key={unit.id}
                  value={String(unit.id)}
                  disabled={!unit.accessible}
                  p="sm"
                  radius="md"
                  className={classes.card}
                  aria-label={unit.name}
                  style={{ opacity: unit.accessible ? 1 : 0.55 }}
                >
                  <Group wrap="nowrap" gap="sm" align="center">
                    {unit.accessible ? <Radio.Indicator /> : <IconLock size={16} aria-label={t('course_tree.locked')} />}
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate="end">
                        {unit.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('course_tree.topics_count', { count: unit.topics.length })}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Radio.Group>
      )}
      {move.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {describeFailure(move.error, t('topics.move_failed'))}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={move.isPending}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit} disabled={target === null} loading={move.isPending}>
          {t('topics.move_confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
