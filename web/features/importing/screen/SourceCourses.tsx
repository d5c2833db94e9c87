// The source's courses (GET /importing/organizations/{id}/courses, §9 15 a page): search by
// name (500 ms debounce) and the §2 filters course set, subject and grade level; a course
// opens its units and topics. Course sets are the named sets the source's courses use
// (GET …/course_sets); subjects are listed once per name, a school's own "Matematika" and the
// country's being one choice that finds courses under either.
import { Badge, Button, Grid, CloseButton, EmptyState, Group, Loader, MultiSelect, Paper, Select, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBooks, IconChevronRight, IconFilterOff, IconSearch, IconSearchOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE_MS, SYSTEM_GRADES } from '../../../../domain/constants.ts';
import type { CourseSummary } from '../../../../domain/schemas/courses.ts';
import { ListPagination } from '../../../components/ListPagination.tsx';
import { MathText } from '../../../components/math/index.ts';
import { useOrganization } from '../../organizations/index.ts';
import type { CourseQuery } from '../data/api.ts';
import { emptyCourseQuery } from '../data/api.ts';
import { subjectChoices } from '../filters.ts';
import { useSourceCourseSets, useSourceCourses } from '../data/hooks.ts';
import type { Scope } from '../data/hooks.ts';
import { FetchProblem } from './FetchProblem.tsx';
import classes from './importing.module.css';

type Props = { scope: Scope; ownSource: boolean; query: CourseQuery; onQuery: (query: CourseQuery) => void; onOpen: (courseId: number) => void };

/** Subjects to filter by: the source school's own and the national list; for the test bank, the national list. */
function useSubjectChoices(scope: Scope, ownSource: boolean) {
  const detail = useOrganization(ownSource ? scope.sourceId : scope.importingId);
  const own = ownSource ? (detail.data?.subjects ?? []) : [];
  return subjectChoices([...own, ...(detail.data?.country_subjects ?? [])]);
}

/** The course sets the source's courses use, by name (an unnamed one by its number). */
function useCourseSetOptions(scope: Scope) {
  const { t } = useTranslation();
  const sets = useSourceCourseSets(scope);
  return (sets.data ?? []).map((set) => ({ value: String(set.id), label: set.name ?? t('importing.courses.course_set_number', { id: set.id }) }));
}

export function SourceCourses({ scope, ownSource, query, onQuery, onOpen }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(query.q);
  const [debounced] = useDebouncedValue(text.trim(), FILTER_DEBOUNCE_MS);
  const subjects = useSubjectChoices(scope, ownSource);
  const courseSets = useCourseSetOptions(scope);
  const list = useSourceCourses(scope, query);
  const change = (patch: Partial<CourseQuery>) => onQuery({ ...query, page: 1, ...patch });

  // Only a pause that ends in new text searches: "Clear filters" empties the box and the query
  // at once, and the pause still running on the old text must not bring that search back.
  const searched = useRef(debounced);
  useEffect(() => {
    if (debounced === searched.current) return;
    searched.current = debounced;
    if (debounced !== query.q) onQuery({ ...query, q: debounced, page: 1 });
  }, [debounced, query, onQuery]);

  const narrowed = query.q !== '' || query.courseSetId !== null || query.subjectIds.length > 0 || query.level !== null;
  const pending = text.trim() !== query.q || list.isFetching;

  return (
    <Stack gap="md" data-testid="source-courses">
      <Title2>{t('importing.courses.title')}</Title2>
      <TextInput
        type="search"
        aria-label={t('importing.courses.search_label')}
        placeholder={t('importing.courses.search_placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        rightSection={
          pending ? (
            <Loader size={14} aria-label={t('importing.courses.updating')} />
          ) : text ? (
            <CloseButton size="sm" aria-label={t('importing.courses.clear_search')} onClick={() => setText('')} />
          ) : null
        }
      />
      <Grid gap="sm">
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Select
            label={t('importing.courses.course_set')}
            placeholder={t('importing.courses.any')}
            data={courseSets}
            value={query.courseSetId === null ? null : String(query.courseSetId)}
            onChange={(value) => change({ courseSetId: value === null ? null : Number(value) })}
            clearable
            nothingFoundMessage={t('importing.courses.no_course_sets')}
            comboboxProps={{ withinPortal: true }}
            data-testid="course-set-filter"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Select
            label={t('importing.courses.grade')}
            placeholder={t('importing.courses.any')}
            data={SYSTEM_GRADES.map((grade) => ({ value: grade, label: grade }))}
            value={query.level}
            onChange={(value) => change({ level: value })}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <MultiSelect
            label={t('importing.courses.subject')}
            placeholder={query.subjectIds.length ? undefined : t('importing.courses.any')}
            data={subjects.map(({ value, label }) => ({ value, label }))}
            value={subjects.filter((s) => s.ids.some((id) => query.subjectIds.includes(id))).map((s) => s.value)}
            onChange={(values) => change({ subjectIds: subjects.filter((s) => values.includes(s.value)).flatMap((s) => s.ids) })}
            searchable
            clearable
            nothingFoundMessage={t('importing.courses.no_subjects')}
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
      </Grid>
      {narrowed && (
        <Group justify="flex-end">
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            leftSection={<IconFilterOff size={14} />}
            onClick={() => {
              setText('');
              onQuery(emptyCourseQuery);
            }}
          >
            {t('importing.courses.clear_filters')}
          </Button>
        </Group>
      )}
      {list.isError ? (
        <FetchProblem error={list.error} message={t('importing.courses.fetch_failed')} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Stack gap="xs" aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={64} radius="md" />
          ))}
        </Stack>
      ) : list.data.items.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <EmptyState
            icon={narrowed ? <IconSearchOff size={26} /> : <IconBooks size={26} />}
            variant="light"
            title={narrowed ? t('importing.courses.none_found') : t('importing.courses.none')}
            description={narrowed ? t('importing.courses.none_found_hint') : undefined}
          />
        </Paper>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('importing.courses.count', { count: list.data.count })}
          </Text>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.items.map((course) => (
              <li key={course.id}>
                <CourseRow course={course} onOpen={() => onOpen(course.id)} />
              </li>
            ))}
          </Stack>
          <ListPagination page={query.page} pages={list.data.pages} onChange={(page) => onQuery({ ...query, page })} />
        </>
      )}
    </Stack>
  );
}

function Title2({ children }: { children: string }) {
  return (
    <Text component="h2" fw={700} size="lg" m={0}>
      {children}
    </Text>
  );
}

function CourseRow({ course, onOpen }: { course: CourseSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={0}>
      <UnstyledButton onClick={onOpen} p="sm" w="100%" className={classes.row} aria-label={t('importing.courses.open', { name: course.name })} data-testid="source-course">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={4} miw={0}>
            <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
              <MathText inline>{course.name}</MathText>
            </Text>
            <Group gap={4} wrap="wrap">
              {course.grades.map((grade) => (
                <Badge key={grade.id} size="xs" variant="light" tt="none">
                  {grade.name}
                </Badge>
              ))}
              {course.subjects.map((subject) => (
                <Badge key={subject.id} size="xs" variant="outline" color="gray" tt="none">
                  {subject.name}
                </Badge>
              ))}
              <Text size="xs" c="dimmed">
                {t('importing.courses.units', { count: course.bundles_count })} · {t('importing.courses.topics', { count: course.topics_count })}
              </Text>
            </Group>
          </Stack>
          <IconChevronRight size={18} color="var(--mantine-color-gray-6)" aria-hidden style={{ flexShrink: 0 }} />
        </Group>
      </UnstyledButton>
    </Paper>
  );
}
