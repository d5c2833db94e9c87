// A source course's units and their topics (GET /importing/courses/{id}/show_tree; from the
// test bank, published ones only): a topic with questions or passages opens its questions.
import { Accordion, Badge, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TreeTopic } from '../../../../domain/schemas/courses.ts';
import { MathText } from '../../../components/math/index.ts';
import { useSourceTree } from '../data/hooks.ts';
import type { Scope } from '../data/hooks.ts';
import { Crumbs } from './Crumbs.tsx';
import classes from './importing.module.css';
import { FetchProblem } from './FetchProblem.tsx';

type Props = { scope: Scope; courseId: number; onBack: () => void; onOpen: (topicId: number) => void };

export function SourceCourse({ scope, courseId, onBack, onOpen }: Props) {
  const { t } = useTranslation();
  const tree = useSourceTree(scope, courseId);
  if (tree.isError) {
    return (
      <Stack gap="md">
        <Crumbs levels={[{ label: t('importing.courses.title'), onOpen: onBack }]} />
        <FetchProblem error={tree.error} message={t('importing.tree_failed')} onRetry={() => void tree.refetch()} />
      </Stack>
    );
  }
  if (!tree.data) {
    return (
      <Stack gap="xs" aria-busy data-testid="source-tree-loading">
        <Skeleton height={16} width={200} />
        <Skeleton height={28} width="50%" />
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  }
  const course = tree.data;
  return (
    <Stack gap="md" data-testid="source-course">
      <Crumbs levels={[{ label: t('importing.courses.title'), onOpen: onBack }, { label: course.name }]} />
      <Title order={2} size="h3" style={{ wordBreak: 'break-word' }}>
        <MathText inline>{course.name}</MathText>
      </Title>
      {course.bundles.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text c="dimmed" size="sm">
            {t('importing.no_units')}
          </Text>
        </Paper>
      ) : (
        <Accordion multiple variant="separated" radius="md" defaultValue={course.bundles.map((b) => String(b.id))}>
          {course.bundles.map((unit) => (
            <Accordion.Item key={unit.id} value={String(unit.id)}>
              <Accordion.Control>
                <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
                  <MathText inline>{unit.name}</MathText>
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                {unit.topics.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('importing.no_topics')}
                  </Text>
                ) : (
                  <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                    {unit.topics.map((topic) => (
                      <li key={topic.id}>
                        <TopicRow topic={topic} onOpen={() => onOpen(topic.id)} />
                      </li>
                    ))}
                  </Stack>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}

function TopicRow({ topic, onOpen }: { topic: TreeTopic; onOpen: () => void }) {
  const { t } = useTranslation();
  const empty = topic.questions_count + topic.passages_count === 0;
  const locked = !topic.accessible;
  return (
    <UnstyledButton
      onClick={onOpen}
      disabled={empty || locked}
      w="100%"
      px="sm"
      py={8}
      style={{ borderRadius: 'var(--mantine-radius-sm)', opacity: empty || locked ? 0.55 : 1, cursor: empty || locked ? 'default' : 'pointer' }}
      aria-label={t('importing.open_topic', { name: topic.name })}
      data-testid="source-topic"
      className={classes.row}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap={6} wrap="nowrap" miw={0}>
          {locked && <IconLock size={14} aria-label={t('importing.locked')} />}
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            <MathText inline>{topic.name}</MathText>
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge size="sm" variant="light" color={empty ? 'gray' : 'pena'} tt="none">
            {t('importing.question_count', { count: topic.questions_count })}
          </Badge>
          {!empty && !locked && <IconChevronRight size={16} color="var(--mantine-color-gray-6)" aria-hidden />}
        </Group>
      </Group>
    </UnstyledButton>
  );
}
