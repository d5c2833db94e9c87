// {lang}/courses/{id}/activity: who created, edited, published, moved, imported or deleted
// what in the course, and when, newest first, filtered by person, kind and dates (spec §9
// paging). Beside the course sidebar; for administrators and publishers (RouteGuard
// 'activity'; the server answers 403 too, and 404 for a course that is not the school's).
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ACTIVITY_KINDS, type ActivityKind } from '../../../domain/schemas/history.ts';
import { parseId } from '../../../domain/schemas/primitives.ts';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { QueryError } from '../../components/QueryError.tsx';
import { useScreenTitle } from '../../components/useScreenTitle.ts';
import { mathToPlainText } from '../../components/math/index.ts';
import { homePath, useLanguage } from '../../i18n/useLanguage.ts';
import { treePaths } from '../../lib/content/treePaths.ts';
import { ApiError } from '../../lib/http.ts';
import { useSignedIn } from '../auth/index.ts';
import { useCourse } from '../courses/index.ts';
import { ActivityFeedView } from './ActivityFeedView.tsx';

/** A course's feed holds its content's events, not the organization's own. */
const MEMBER_KINDS: readonly ActivityKind[] = ['role_changed', 'member_added', 'member_removed'];
export const COURSE_KINDS = ACTIVITY_KINDS.filter((kind) => !MEMBER_KINDS.includes(kind));

function CourseActivity({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { organization } = useSignedIn();
  const course = useCourse(courseId);
  const name = course.data ? mathToPlainText(course.data.name) : null;
  useScreenTitle(name ? `${t('activity.title')} · ${name}` : t('activity.title'));
  if (course.isError) return <QueryError error={course.error} courseListPath={homePath(language)} />;
  return (
    <>
      <ScreenHeader
        eyebrow={name ?? '…'}
        title={t('activity.title')}
        description={t('activity.course_description')}
        actions={
          <Button component={Link} to={treePaths.course(language, courseId)} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {t('activity.back_to_course')}
          </Button>
        }
      />
      <ActivityFeedView feed={{ scope: 'course', id: courseId }} organizationId={organization.id} kinds={COURSE_KINDS} label={t('activity.title')} />
    </>
  );
}

export function CourseActivityScreen() {
  const courseId = parseId(useParams().courseId);
  const language = useLanguage();
  if (courseId === null) return <QueryError error={new ApiError(404, null)} courseListPath={homePath(language)} />;
  return <CourseActivity key={courseId} courseId={courseId} />;
}
