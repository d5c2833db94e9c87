// The sidebar of the course, unit and topic overviews. The course comes from the address:
// directly on a course page, from the unit's or topic's reply on theirs (the same queries
// the page reads, so nothing is fetched twice).
import { Alert, Box, Button, Divider, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { guardRoute } from '../../../../domain/access/index.ts';
import { isApiError } from '../../../lib/http.ts';
import { useSignedIn } from '../../auth/index.ts';
import { parseId, useUnit, useCourseTree, useTopic } from '../data/hooks.ts';
import { CourseTreePanel } from './CourseTreePanel.tsx';
import { BackToCourses, SidebarHeader, TreeSummary } from './SidebarHeader.tsx';

/** Which course the address is in, and which unit and topic it shows. */
function useCurrentPlace() {
  const params = useParams();
  const courseParam = parseId(params.courseId);
  const unitParam = parseId(params.unitId);
  const topicId = parseId(params.topicId);
  const unit = useUnit(courseParam === null ? unitParam : null);
  const topic = useTopic(courseParam === null && unitParam === null ? topicId : null);
  const resolved = courseParam ?? unit.data?.course_id ?? topic.data?.course_id ?? null;
  // Going to another unit or topic keeps the tree on screen while the next record loads.
  const [known, setKnown] = useState<number | null>(resolved);
  if (resolved !== null && resolved !== known) setKnown(resolved);
  const courseId = resolved ?? known;
  const unitId = unitParam ?? topic.data?.bundle_id ?? null;
  // The unit or topic could not be read: the page says why; the sidebar has no course to show.
  const failed = unit.isError || topic.isError || (courseParam === null && unitParam === null && topicId === null);
  return { courseId, unitId, topicId, failed };
}

export function CourseSidebar() {
  const { access, facts } = useSignedIn();
  if (!guardRoute(access, facts, 'content')) return <BackToCourses />;
  return <AllowedSidebar />;
}

function AllowedSidebar() {
  const { t } = useTranslation();
  const { courseId, unitId, topicId, failed } = useCurrentPlace();
  const tree = useCourseTree(courseId, { fresh: true });

  if (failed) return <BackToCourses />;

  if (tree.isError) {
    // Refused or missing: the page beside says why (one error surface per screen).
    if (isApiError(tree.error) && (tree.error.status === 403 || tree.error.status === 404)) return <BackToCourses />;
    return (
      <Stack gap="md">
        <BackToCourses />
        <Alert variant="light" color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          <Text size="sm" mb="xs">
            {t('units.fetch_failed')}
          </Text>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void tree.refetch()}>
            {t('common.try_again')}
          </Button>
        </Alert>
      </Stack>
    );
  }

  if (!tree.data) {
    return (
      <Stack gap="sm" aria-busy data-testid="sidebar-loading">
        <BackToCourses />
        <Skeleton height={22} width="80%" mt={4} />
        <Skeleton height={14} width="40%" />
        <Divider my="sm" />
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={26} />
        ))}
      </Stack>
    );
  }

  return (
    <Box display="flex" h="100%" mih={0} style={{ flexDirection: 'column' }} data-testid="course-sidebar">
      <SidebarHeader tree={tree.data} />
      <Divider mt="md" />
      <Box pt={8}>
        <TreeSummary tree={tree.data} />
      </Box>
      {/* Keyed by course: another course starts from its own stored open state. */}
      <CourseTreePanel
        key={tree.data.id}
        tree={tree.data}
        currentUnitId={unitId}
        currentTopicId={topicId}
        refreshing={tree.isFetching}
        onRefresh={() => void tree.refetch()}
      />
    </Box>
  );
}
