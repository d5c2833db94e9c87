// One row per course, for a teacher scanning the list: icon and name (a link to the
// course overview), its size, grades, tags and subjects, status (with "Changed since
// published" when topics were edited after publishing, spec §2), creator and dates. A
// course shared with others only is greyed with a lock and the inaccessible notice, and
// does not open (spec §6). With a selection, each row that opens has a checkbox and the
// head one picks the whole page (for "Download courses").
import { Avatar, Badge, Box, Checkbox, Group, Paper, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconBook2, IconLock, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { compareGradeNames } from '../../../../domain/grades.ts';
import type { CourseSummary } from '../../../../domain/schemas/courses.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { formatDate } from '../../../lib/dates.ts';
import type { CourseSelection } from './useCourseSelection.ts';

/** The assessment pill: "Assessment" or "Tryout" for assessment and tryout courses. */
export function AssessmentPill({ course }: { course: Pick<CourseSummary, 'school_assessment_course' | 'assessment_kind'> }) {
  const { t } = useTranslation();
  if (!course.school_assessment_course && course.assessment_kind === null) return null;
  return (
    <Badge size="xs" variant="light" color="grape" radius="xl">
      {course.assessment_kind === 'tryout' ? t('courses.tryout') : t('courses.assessment')}
    </Badge>
  );
}

function TagBadges({ course }: { course: CourseSummary }) {
  const others = course.course_tags.filter((tag) => tag.type === 'other');
  if (others.length === 0 && course.subjects.length === 0) return <Dash />;
  return (
    <Group gap={4} maw={260}>
      {course.subjects.map((subject) => (
        <Badge key={`s${subject.id}`} size="sm" variant="light" color="indigo" tt="none">
          {subject.name}
        </Badge>
      ))}
      {others.map((tag) => (
        <Badge key={`t${tag.id}`} size="sm" variant="outline" color="gray" tt="none">
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}

/** Published or not, as a coloured dot and a word that never gets cut off. */
export function StatusLabel({ status }: { status: CourseSummary['status'] }) {
  const { t } = useTranslation();
  const published = status === 'published';
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={8} h={8} bg={published ? 'teal.6' : 'gray.4'} style={{ borderRadius: '50%', flexShrink: 0 }} />
      <Text size="sm" c={published ? 'teal.9' : 'dimmed'} fw={500} style={{ whiteSpace: 'nowrap' }}>
        {t(`courses.status.${status}`)}
      </Text>
    </Group>
  );
}

/** Some topics were edited after the course was published: students still get the published version (spec §2). */
export function ChangedBadge() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('courses.status.changed_hint')} multiline maw={280} withArrow openDelay={200}>
      <Badge size="sm" variant="light" color="orange" tt="none" data-testid="changed-badge" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {t('courses.status.changed')}
      </Badge>
    </Tooltip>
  );
}

const Dash = () => (
  <Text size="sm" c="dimmed">
    —
  </Text>
);

/** The checkbox cell; a click in it never opens the course. */
function SelectCell({ course, selection }: { course: CourseSummary; selection: CourseSelection }) {
  const { t } = useTranslation();
  return (
    <Table.Td data-row-select w={44} pr={0}>
      <Checkbox
        aria-label={t('courses.selection.select_row', { name: course.name })}
        checked={selection.has(course.id)}
        disabled={!course.accessible}
        onChange={() => selection.toggle(course.id)}
      />
    </Table.Td>
  );
}

function CourseRow({ course, selection }: { course: CourseSummary; selection?: CourseSelection }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const href = `/${language}/courses/${course.id}`;
  const open = course.accessible;
  const grades = [...course.grades].sort((a, b) => compareGradeNames(a.name, b.name));
  const created = formatDate(course.created_at, language);
  const published = formatDate(course.published_at, language);

  return (
    <Table.Tr
      data-testid={`course-row-${course.id}`}
      aria-disabled={!open || undefined}
      onClick={(event) => {
        // The name is the link; the rest of the row opens it too, unless text is being selected.
        const target = event.target as HTMLElement;
        if (!open || target.closest('a, [data-row-select]') || window.getSelection()?.toString()) return;
        void navigate(href);
      }}
      style={{ cursor: open ? 'pointer' : 'not-allowed', opacity: open ? 1 : 0.62 }}
      bg={selection?.has(course.id) ? 'var(--mantine-color-pena-0)' : open ? undefined : 'var(--mantine-color-gray-0)'}
    >
      {selection && <SelectCell course={course} selection={selection} />}
      <Table.Td>
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={250}>
          <Avatar src={course.icon_url} radius="md" size={40} color={open ? 'pena' : 'gray'} variant="light" alt="">
            {open ? <IconBook2 size={20} /> : <IconLock size={20} />}
          </Avatar>
          <Stack gap={2} miw={0}>
            <Group gap={6} wrap="nowrap">
              {!open && <IconLock size={14} aria-hidden color="var(--mantine-color-gray-6)" />}
              {open ? (
                <Text component={Link} to={href} size="sm" fw={650} c="var(--mantine-color-text)" lineClamp={2} data-testid="course-name">
                  {course.name}
                </Text>
              ) : (
                <Text size="sm" fw={650} lineClamp={2} data-testid="course-name">
                  {course.name}
                </Text>
              )}
              {course.share_enabled && open && (
                <Tooltip label={t('courses.shared')}>
                  <IconUsers size={14} aria-label={t('courses.shared')} color="var(--mantine-color-gray-6)" />
                </Tooltip>
              )}
            </Group>
            {open ? (
              <Group gap={8}>
                <AssessmentPill course={course} />
                <Text size="xs" c="dimmed">
                  {t('courses.unit_count', { count: course.bundles_count })} · {t('courses.topic_count', { count: course.topics_count })}
                </Text>
              </Group>
            ) : (
              <Text size="xs" c="dimmed" data-testid="inaccessible-notice">
                {t('courses.inaccessible')}
              </Text>
            )}
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        {grades.length ? (
          <Group gap={4} maw={160}>
            {grades.map((grade) => (
              <Badge key={grade.id} size="sm" variant="light" tt="none">
                {grade.name}
              </Badge>
            ))}
          </Group>
        ) : (
          <Dash />
        )}
      </Table.Td>
      <Table.Td>
        <TagBadges course={course} />
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start" w="max-content">
          <StatusLabel status={course.status} />
          {course.status === 'published' && course.changed_since_published && <ChangedBadge />}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={course.creator ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
          {course.creator ? course.creator.name || course.creator.email : t('courses.filters.no_author')}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {created ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>{published ? <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{published}</Text> : <Dash />}</Table.Td>
    </Table.Tr>
  );
}

/** Picks or drops every course of the page that opens; indeterminate when some are picked. */
function SelectPage({ courses, selection }: { courses: CourseSummary[]; selection: CourseSelection }) {
  const { t } = useTranslation();
  const ids = courses.filter((course) => course.accessible).map((course) => course.id);
  const picked = ids.filter((id) => selection.has(id)).length;
  return (
    <Table.Th w={44} pr={0}>
      <Checkbox
        aria-label={t('courses.selection.select_page')}
        checked={ids.length > 0 && picked === ids.length}
        indeterminate={picked > 0 && picked < ids.length}
        disabled={ids.length === 0}
        onChange={() => selection.setMany(ids, picked < ids.length)}
      />
    </Table.Th>
  );
}

type SelectionProps = { courses?: CourseSummary[]; selection?: CourseSelection };

function Head({ courses, selection, selectable }: SelectionProps & { selectable: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.Thead bg="var(--mantine-color-gray-0)">
      <Table.Tr>
        {courses && selection ? <SelectPage courses={courses} selection={selection} /> : selectable && <Table.Th w={44} />}
        <Table.Th>{t('courses.columns.name')}</Table.Th>
        <Table.Th>{t('courses.columns.grades')}</Table.Th>
        <Table.Th>{t('courses.columns.tags')}</Table.Th>
        <Table.Th>{t('courses.columns.status')}</Table.Th>
        <Table.Th>{t('courses.columns.creator')}</Table.Th>
        <Table.Th>{t('courses.columns.created')}</Table.Th>
        <Table.Th>{t('courses.columns.published')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

function Frame({
  children,
  busy,
  selectable = false,
  ...selection
}: { children: ReactNode; busy?: boolean; selectable?: boolean } & SelectionProps) {
  return (
    <Paper withBorder style={{ overflow: 'hidden' }} aria-busy={busy || undefined}>
      <Table.ScrollContainer minWidth={selectable ? 1020 : 980} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Head {...selection} selectable={selectable} />
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

export function CourseTable({
  courses,
  refreshing,
  selection,
}: {
  courses: CourseSummary[];
  refreshing: boolean;
  selection?: CourseSelection;
}) {
  return (
    <Box style={{ transition: 'opacity 120ms', opacity: refreshing ? 0.6 : 1 }}>
      <Frame busy={refreshing} selectable={selection !== undefined} courses={courses} selection={selection}>
        {courses.map((course) => (
          <CourseRow key={course.id} course={course} selection={selection} />
        ))}
      </Frame>
    </Box>
  );
}

export function CourseTableSkeleton({ rows = 6, selectable = false }: { rows?: number; selectable?: boolean }) {
  const { t } = useTranslation();
  return (
    <Frame busy selectable={selectable}>
      {Array.from({ length: rows }, (_, index) => (
        <Table.Tr key={index} aria-label={index === 0 ? t('common.loading') : undefined}>
          {selectable && (
            <Table.Td w={44} pr={0}>
              <Skeleton height={18} width={18} radius="sm" />
            </Table.Td>
          )}
          <Table.Td>
            <Group gap="sm" wrap="nowrap">
              <Skeleton height={40} width={40} radius="md" />
              <Stack gap={6} flex={1}>
                <Skeleton height={12} width="70%" />
                <Skeleton height={10} width="40%" />
              </Stack>
            </Group>
          </Table.Td>
          {[60, 120, 80, 90, 80, 80].map((width, cell) => (
            <Table.Td key={cell}>
              <Skeleton height={12} width={width} />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </Frame>
  );
}
