// {lang}/bundles/{unitId}: the unit overview (spec §2): its name and description, its
// topics with their counts, add, edit, delete, reorder topics, copy or move a topic (the
// Copy/Move modal).
import { ActionIcon, Anchor, Button, EmptyState, Group, Menu, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDots, IconFileText, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { TreeTopic } from '../../../../domain/schemas/courses.ts';
import { useFailureMessage } from '../../../components/failureMessage.ts';
import { SuccessBanner, useFlash, withFlash } from '../../../components/feedback/index.ts';
import { useScreenTitle } from '../../../components/useScreenTitle.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { useRecordOrganization } from '../../auth/index.ts';
import { CopyMoveHost } from '../../copy-move/index.ts';
import { DeleteContentModal } from '../components/DeleteContentModal.tsx';
import { ContentError, InaccessibleCourse, MissingContent } from '../components/InaccessibleCourse.tsx';
import { SortableList } from '../../../components/sortable/SortableList.tsx';
import { useTreeHandle } from '../components/treeHandle.ts';
import { mathToPlainText } from '../../../components/math/index.ts';
import { PlaceBreadcrumbs } from '../components/PlaceBreadcrumbs.tsx';
import { PublishBadges, PublishedOn } from '../components/StatusBadge.tsx';
import { useRecordAccess } from '../components/useRecordAccess.ts';
import { useDeleteUnit, useDeleteTopic, useReorderTopics } from '../data/mutations.ts';
import { parseId, useUnit, useCourseTree } from '../data/hooks.ts';
import { treePaths } from '../../../lib/content/treePaths.ts';
import { TopicRow } from './TopicRow.tsx';
import { PresenceAvatars, usePresence } from '../../presence/index.ts';

export function UnitOverviewScreen() {
  return (
    <CopyMoveHost>
      <UnitOverview />
    </CopyMoveHost>
  );
}

function UnitOverview() {
  const { t } = useTranslation();
  const treeHandle = useTreeHandle();
  const describeFailure = useFailureMessage();
  const language = useLanguage();
  const navigate = useNavigate();
  const unitId = parseId(useParams().unitId);
  const unitQuery = useUnit(unitId);
  useRecordOrganization(unitQuery.data?.organization_id);
  // The tree (shared with the sidebar) says whether the course is an assessment course.
  const tree = useCourseTree(unitQuery.data?.course_id ?? null);
  const flash = useFlash();
  const rights = useRecordAccess();
  const [deletingUnit, setDeletingUnit] = useState(false);
  const [deletingTopic, setDeletingTopic] = useState<TreeTopic | null>(null);
  const deleteUnit = useDeleteUnit();
  const deleteTopic = useDeleteTopic();
  const reorder = useReorderTopics(unitQuery.data?.course_id ?? 0, unitId ?? 0);
  useScreenTitle(unitQuery.data?.name ?? t('units.unit'));
  const others = usePresence('unit', unitQuery.data?.accessible ? unitId : null);

  if (unitId === null) return <MissingContent />;
  if (unitQuery.isError) {
    return <ContentError error={unitQuery.error} fetchFailed={t('units.fetch_failed')} onRetry={() => void unitQuery.refetch()} />;
  }
  if (!unitQuery.data) {
    return (
      <Stack gap="md" aria-busy data-testid="unit-loading">
        <Skeleton height={18} width={220} />
        <Skeleton height={34} width="60%" />
        <Skeleton height={64} radius="lg" mt="lg" />
        <Skeleton height={64} radius="lg" />
      </Stack>
    );
  }
  const unit = unitQuery.data;
  if (!unit.accessible) return <InaccessibleCourse />;

  const assessment = tree.data?.school_assessment_course ?? false;
  const canReorder = rights.canEdit(unit) && unit.topics.length > 1;
  const canAddTopic = rights.canAddTo(unit);
  const topics = unit.topics;

  return (
    <>
      <SuccessBanner message={flash.message} onDismiss={flash.dismiss} />
      <PlaceBreadcrumbs fz="sm">
        <Anchor component={Link} to={treePaths.course(language, unit.course_id)} size="sm">
          {unit.course_name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('units.unit')}
        </Text>
      </PlaceBreadcrumbs>
      {/* The title takes the room; on a narrow screen the buttons go below it rather than squeeze it. */}
      <Group justify="space-between" align="flex-start" gap="md" mb="xl" wrap="wrap">
        <Stack gap={6} miw={0} flex="1 1 260px">
          <Group gap="sm">
            <Title order={1} style={{ wordBreak: 'break-word' }}>
              {unit.name}
            </Title>
            <PublishBadges record={unit} />
            <PresenceAvatars people={others} />
          </Group>
          <PublishedOn record={unit} />
          {unit.description.trim() !== '' && (
            <Text c="dimmed" style={{ whiteSpace: 'pre-wrap' }} maw={720}>
              {unit.description}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="wrap">
          {rights.canEdit(unit) && (
            <Button variant="default" component={Link} to={treePaths.editUnit(language, unit.id)} leftSection={<IconPencil size={16} />}>
              {t('units.edit')}
            </Button>
          )}
          {canAddTopic && (
            <Button component={Link} to={treePaths.newTopic(language, unit.id)} leftSection={<IconPlus size={16} />}>
              {t('topics.new')}
            </Button>
          )}
          {rights.canDelete(unit) && (
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon variant="default" size="lg" aria-label={t('units.actions', { name: unit.name })}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => {
                    deleteUnit.reset();
                    setDeletingUnit(true);
                  }}
                >
                  {t('units.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>

      <section aria-labelledby="topics-heading">
        <Group justify="space-between" align="baseline" mb="sm">
          <Title order={2} id="topics-heading">
            {t('topics.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('course_tree.topics_count', { count: topics.length })}
          </Text>
        </Group>
        {topics.length === 0 ? (
          <Paper withBorder p={40}>
            <EmptyState
              icon={<IconFileText size={28} />}
              variant="light"
              title={t('course_tree.no_topics')}
              description={canAddTopic ? t('topics.empty_description') : undefined}
            >
              {canAddTopic && (
                <EmptyState.Actions>
                  <Button component={Link} to={treePaths.newTopic(language, unit.id)} leftSection={<IconPlus size={16} />}>
                    {t('topics.create_first')}
                  </Button>
                </EmptyState.Actions>
              )}
            </EmptyState>
          </Paper>
        ) : (
          <>
            {canReorder && (
              <Text size="xs" c="dimmed" mb="xs">
                {t('topics.reorder_hint')}
              </Text>
            )}
            <SortableList
              items={topics}
            idOf={(item) => item.id}
            nameOf={(item) => item.name}
            spokenOf={(item) => mathToPlainText(item.name)}
            handle={treeHandle}
              disabled={!canReorder}
              onReorder={(next) => reorder.mutate(next.map((item) => item.id))}
              renderItem={(topic, state) => (
                <TopicRow
                  topic={topic}
                  index={state.index}
                  assessment={assessment}
                  handle={state.handle}
                  dragging={state.dragging}
                  canReorder={canReorder}
                  canEdit={rights.canEdit(topic)}
                  place={{ organization_id: unit.organization_id, course_id: unit.course_id, bundle_id: unit.id }}
                  canDelete={rights.canDelete(topic)}
                  onDelete={() => {
                    deleteTopic.reset();
                    setDeletingTopic(topic);
                  }}
                />
              )}
            />
          </>
        )}
      </section>

      <DeleteContentModal
        kind="unit"
        name={unit.name}
        opened={deletingUnit}
        loading={deleteUnit.isPending}
        error={deleteUnit.isError ? describeFailure(deleteUnit.error, t('units.delete_failed')) : null}
        onConfirm={() =>
          deleteUnit.mutate(unit, {
            onSuccess: () => {
              void navigate(treePaths.course(language, unit.course_id), withFlash(t('units.deleted', { name: unit.name })));
            },
          })
        }
        onCancel={() => setDeletingUnit(false)}
      />
      <DeleteContentModal
        kind="topic"
        name={deletingTopic?.name ?? ''}
        opened={deletingTopic !== null}
        loading={deleteTopic.isPending}
        error={deleteTopic.isError ? describeFailure(deleteTopic.error, t('topics.delete_failed')) : null}
        onConfirm={() => {
          if (!deletingTopic) return;
          const name = deletingTopic.name;
          deleteTopic.mutate(
            { id: deletingTopic.id, bundle_id: unit.id, course_id: unit.course_id },
            {
              onSuccess: () => {
                setDeletingTopic(null);
                flash.show(t('topics.deleted', { name }));
              },
            },
          );
        }}
        onCancel={() => setDeletingTopic(null)}
      />
    </>
  );
}
