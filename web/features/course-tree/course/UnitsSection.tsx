// The units of a course on its overview: search its topics by name, add a unit, reorder
// units by dragging, by keyboard or with "Move up / Move down", delete a unit after the warning.
import { Box, Button, EmptyState, Group, Highlight, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFolders, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course, CourseTree, TreeUnit } from '../../../../domain/schemas/courses.ts';
import { useFailureMessage } from '../../../components/failureMessage.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { DeleteContentModal } from '../components/DeleteContentModal.tsx';
import { FetchFailed } from '../components/InaccessibleCourse.tsx';
import { SortableList } from '../../../components/sortable/SortableList.tsx';
import { useTreeHandle } from '../components/treeHandle.ts';
import { mathToPlainText } from '../../../components/math/index.ts';
import { TopicLine } from '../components/TopicLine.tsx';
import { useRecordAccess } from '../components/useRecordAccess.ts';
import { useDeleteUnit, useReorderUnits } from '../data/mutations.ts';
import { treePaths } from '../../../lib/content/treePaths.ts';
import { searchTopics } from './searchTopics.ts';
import { UnitCard } from './UnitCard.tsx';

type Props = {
  course: Course;
  tree: CourseTree | undefined;
  treeFailed: boolean;
  onRetry: () => void;
  onDeleted: (message: string) => void;
};

export function UnitsSection({ course, tree, treeFailed, onRetry, onDeleted }: Props) {
  const { t } = useTranslation();
  const treeHandle = useTreeHandle();
  const describeFailure = useFailureMessage();
  const language = useLanguage();
  const rights = useRecordAccess();
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<TreeUnit | null>(null);
  const reorder = useReorderUnits(course.id);
  const remove = useDeleteUnit();

  const canAddUnit = rights.canAddTo(course);
  const canReorder = rights.canEdit(course);
  const searching = query.trim() !== '';
  const units = tree?.bundles ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id, course_id: course.id },
      {
        onSuccess: () => {
          setDeleting(null);
          onDeleted(t('units.deleted', { name: deleting.name }));
        },
      },
    );
  };

  return (
    <section aria-labelledby="units-heading">
      <Group justify="space-between" align="flex-end" mb="md" gap="md">
        <Title order={2} id="units-heading">
          {t('units.heading')}
        </Title>
        {/* "New unit" sits in the course header above; one button for one action. */}
        <Group gap="sm">
          <TextInput
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            placeholder={t('topics.search_placeholder')}
            aria-label={t('topics.search_label')}
            leftSection={<IconSearch size={16} />}
            w={280}
            disabled={!tree || units.length === 0}
          />
        </Group>
      </Group>

      {treeFailed ? (
        <FetchFailed message={t('units.fetch_failed')} onRetry={onRetry} />
      ) : !tree ? (
        <Stack gap="sm" aria-busy>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={96} radius="lg" />
          ))}
        </Stack>
      ) : units.length === 0 ? (
        <Paper withBorder p={40}>
          <EmptyState
            icon={<IconFolders size={28} />}
            variant="light"
            title={t('course_tree.no_units')}
            description={canAddUnit ? t('units.empty_description') : undefined}
          >
            {canAddUnit && (
              <EmptyState.Actions>
                <Button component={Link} to={treePaths.newUnit(language, course.id)} leftSection={<IconPlus size={16} />}>
                  {t('units.create_first')}
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        </Paper>
      ) : searching ? (
        <SearchResults tree={tree} query={query} />
      ) : (
        <>
          {canReorder && units.length > 1 && (
            <Text size="xs" c="dimmed" mb="xs">
              {t('units.reorder_hint')}
            </Text>
          )}
          <SortableList
            items={units}
            idOf={(item) => item.id}
            nameOf={(item) => item.name}
            spokenOf={(item) => mathToPlainText(item.name)}
            handle={treeHandle}
            disabled={!canReorder || units.length < 2}
            onReorder={(next) => reorder.mutate(next.map((item) => item.id))}
            renderItem={(unit, state) => (
              <UnitCard
                unit={unit}
                index={state.index}
                assessment={tree.school_assessment_course}
                handle={state.handle}
                dragging={state.dragging}
                canReorder={canReorder}
                canEdit={rights.canEdit(unit)}
                canAddTopic={rights.canAddTo(unit)}
                canDelete={rights.canDelete(unit)}
                place={{ organization_id: course.organization_id, course_id: course.id }}
                onDelete={() => {
                  remove.reset();
                  setDeleting(unit);
                }}
              />
            )}
          />
        </>
      )}

      <DeleteContentModal
        kind="unit"
        name={deleting?.name ?? ''}
        opened={deleting !== null}
        loading={remove.isPending}
        error={remove.isError ? describeFailure(remove.error, t('units.delete_failed')) : null}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

function SearchResults({ tree, query }: { tree: CourseTree; query: string }) {
  const { t } = useTranslation();
  const matches = searchTopics(tree.bundles, query);
  if (matches.length === 0) {
    return (
      <Paper withBorder p="xl">
        <Text c="dimmed" ta="center" data-testid="search-empty">
          {t('topics.search_empty', { query: query.trim() })}
        </Text>
      </Paper>
    );
  }
  const count = matches.reduce((sum, match) => sum + match.topics.length, 0);
  return (
    <Stack gap="sm" data-testid="search-results">
      <Text size="sm" c="dimmed" role="status">
        {t('topics.search_count', { count })}
      </Text>
      {matches.map(({ unit, topics }) => (
        <Paper withBorder p="md" key={unit.id}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5} mb={8}>
            {unit.name}
          </Text>
          <Stack gap={6}>
            {topics.map((topic) => (
              <Box key={topic.id}>
                <TopicLine
                  topic={topic}
                  assessment={tree.school_assessment_course}
                  name={
                    <Highlight highlight={query.trim()} inherit component="span">
                      {topic.name}
                    </Highlight>
                  }
                />
              </Box>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
