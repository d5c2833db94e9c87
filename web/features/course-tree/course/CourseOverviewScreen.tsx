// {lang}/courses/{courseId}: the course overview (spec §2), beside the course sidebar. A
// course the teacher may not open (403) shows the permission page with the inaccessible notice.
import { Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { SuccessBanner, useFlash, withFlash } from '../../../components/feedback/index.ts';
import { useScreenTitle } from '../../../components/useScreenTitle.ts';
import { homePath, useLanguage } from '../../../i18n/useLanguage.ts';
import { useRecordOrganization } from '../../auth/index.ts';
import { CopyMoveHost } from '../../copy-move/index.ts';
import { isApiError } from '../../../lib/http.ts';
import { DeleteContentModal } from '../components/DeleteContentModal.tsx';
import { ContentError, MissingContent } from '../components/InaccessibleCourse.tsx';
import { useRecordAccess } from '../components/useRecordAccess.ts';
import { useDeleteCourse } from '../data/mutations.ts';
import { parseId, useCourse, useCourseTree } from '../data/hooks.ts';
import { CourseHeader } from './CourseHeader.tsx';
import { UnitsSection } from './UnitsSection.tsx';

export function CourseOverviewScreen() {
  return (
    <CopyMoveHost>
      <CourseOverview />
    </CopyMoveHost>
  );
}

function CourseOverview() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const courseId = parseId(useParams().courseId);
  const course = useCourse(courseId);
  useRecordOrganization(course.data?.organization_id);
  const tree = useCourseTree(courseId);
  const flash = useFlash();
  const rights = useRecordAccess();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deleteCourse = useDeleteCourse();
  useScreenTitle(course.data?.name ?? t('course_tree.course'));

  if (courseId === null) return <MissingContent />;
  if (course.isError) {
    return <ContentError error={course.error} fetchFailed={t('course_tree.fetch_failed')} onRetry={() => void course.refetch()} />;
  }
  if (!course.data) {
    return (
      <Stack gap="md" aria-busy data-testid="course-loading">
        <Skeleton height={160} radius="lg" />
        <Skeleton height={28} width={160} />
        <Skeleton height={96} radius="lg" />
        <Skeleton height={96} radius="lg" />
      </Stack>
    );
  }

  const data = course.data;
  const deleteError = deleteCourse.isError
    ? isApiError(deleteCourse.error) && deleteCourse.error.status === 403
      ? t('course_tree.delete_course_forbidden')
      : t('course_tree.delete_course_failed')
    : null;

  return (
    <>
      <SuccessBanner message={flash.message} onDismiss={flash.dismiss} />
      <CourseHeader
        course={data}
        unitsCount={tree.data?.bundles.length ?? data.bundles_count}
        topicsCount={tree.data?.topics_count ?? data.topics_count}
        canEdit={rights.canEdit(data)}
        canAddUnit={rights.canAddTo(data)}
        canDelete={rights.canDelete(data)}
        onDelete={() => {
          deleteCourse.reset();
          setConfirmingDelete(true);
        }}
      />
      <UnitsSection
        course={data}
        tree={tree.data}
        treeFailed={tree.isError && !tree.data}
        onRetry={() => void tree.refetch()}
        onDeleted={flash.show}
      />
      <DeleteContentModal
        kind="course"
        name={data.name}
        opened={confirmingDelete}
        loading={deleteCourse.isPending}
        error={deleteError}
        onConfirm={() =>
          deleteCourse.mutate(data.id, {
            onSuccess: () => {
              void navigate(homePath(language), withFlash(t('course_tree.course_deleted', { name: data.name })));
            },
          })
        }
        onCancel={() => setConfirmingDelete(false)}
      />
    </>
  );
}
