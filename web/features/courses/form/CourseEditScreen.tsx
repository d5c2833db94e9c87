// {lang}/courses/{id}/edit (spec §2): the course form filled with the saved course, under
// the top bar. Saving sends the version the form was loaded at; if someone saved in the
// meantime (409) the teacher can load the latest version. Only those who may edit the
// course get the form (a limited editor only their own courses); others get the
// permission error. Deleting the course lives here too, behind a confirmation.
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { canDeleteRecord, canEditRecord } from '../../../../domain/access/index.ts';
import type { Course } from '../../../../domain/schemas/courses.ts';
import { parseId } from '../../../../domain/schemas/primitives.ts';
import { ConfirmModal, withFlash } from '../../../components/feedback/index.ts';
import { ErrorScreen } from '../../../components/ErrorScreen/index.ts';
import { ScreenHeader } from '../../../components/ScreenHeader.tsx';
import { QueryError } from '../../../components/QueryError.tsx';
import { useScreenTitle } from '../../../components/useScreenTitle.ts';
import { homePath, useLanguage } from '../../../i18n/useLanguage.ts';
import { isApiError } from '../../../lib/http.ts';
import { useRecordOrganization, useSignedIn } from '../../auth/index.ts';
import { useOrganization } from '../../organizations/index.ts';
import { useCourse, useDeleteCourse, useUpdateCourse } from '../data/courses.ts';
import { VideoPresenters } from '../videoPresenters/VideoPresenters.tsx';
import { gradeTags } from '../tagOptions.ts';
import { CourseForm } from './CourseForm.tsx';
import { courseToFormValues, toUpdateRequest } from './requestBody.ts';

export function CourseEditScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { courseId } = useParams();
  const id = parseId(courseId);
  useScreenTitle(t('course_form.title_edit'));
  if (id === null) return <ErrorScreen name="notFound" signedIn courseListPath={homePath(language)} />;
  return <EditCourse key={id} id={id} />;
}

function EditCourse({ id }: { id: number }) {
  const language = useLanguage();
  const { user, access } = useSignedIn();
  const course = useCourse(id);
  // A course of another of the user's organizations opens in that organization.
  const switching = useRecordOrganization(course.data?.organization_id);
  /** The course as the form loaded it: a background refetch must not change the version the form saves against. */
  const [loaded, setLoaded] = useState<{ course: Course; version: number } | null>(null);
  if (loaded === null && course.data) setLoaded({ course: course.data, version: 0 });
  const home = homePath(language);

  if (course.isError && !loaded) return <QueryError error={course.error} courseListPath={home} />;
  if (!loaded || switching) {
    return (
      <Stack gap="lg" aria-busy>
        <Skeleton height={14} width={180} />
        <Skeleton height={32} width={320} />
        <Skeleton height={180} />
        <Skeleton height={240} />
      </Stack>
    );
  }

  const record = { creatorId: loaded.course.creator_id };
  if (!loaded.course.accessible || !canEditRecord(access, record, user.id)) {
    return <ErrorScreen name="permissionError" signedIn courseListPath={home} />;
  }

  const reload = async () => {
    const fresh = await course.refetch();
    if (fresh.data) setLoaded((current) => ({ course: fresh.data, version: (current?.version ?? 0) + 1 }));
  };

  return (
    <EditForm
      key={loaded.version}
      course={loaded.course}
      onReload={() => void reload()}
      canDelete={canDeleteRecord(access, record, user.id)}
    />
  );
}

function EditForm({ course, onReload, canDelete }: { course: Course; onReload: () => void; canDelete: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { organization } = useSignedIn();
  const detail = useOrganization(organization.id);
  const update = useUpdateCourse(course.id);
  const [deleted, setDeleted] = useState(false);
  const overview = `/${language}/courses/${course.id}`;

  return (
    <>
      <Anchor component={Link} to={overview} size="sm" fw={600} mb="xs" display="inline-block">
        <Group gap={6}>
          <IconArrowLeft size={16} />
          {t('course_form.back_to_course')}
        </Group>
      </Anchor>
      <ScreenHeader
        eyebrow={course.name}
        title={course.school_assessment_course ? t('course_form.title_edit_assessment') : t('course_form.title_edit')}
      />
      <Stack gap="xl">
        <CourseForm
          defaultValues={courseToFormValues(course)}
          submitLabel={t('course_form.submit_save')}
          failureMessage={t('course_form.update_failed')}
          conflictMessage={
            <>
              {t('course_form.conflict')}{' '}
              <Anchor component="button" type="button" size="sm" onClick={onReload}>
                {t('course_form.conflict_reload')}
              </Anchor>
            </>
          }
          authorId={course.creator_id}
          courseId={course.id}
          leaveGuard={!deleted}
          onCancel={() => void navigate(overview)}
          onSubmit={async (values) => {
            await update.mutateAsync(
              toUpdateRequest(values, { grades: gradeTags(detail.data), lockVersion: course.lock_version }),
            );
            return { to: overview, flash: t('course_form.saved') };
          }}
        />
        <VideoPresenters courseId={course.id} />
        {canDelete && <DeleteCourse course={course} onDeleted={() => setDeleted(true)} />}
      </Stack>
    </>
  );
}

function DeleteCourse({ course, onDeleted }: { course: Course; onDeleted: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const remove = useDeleteCourse(course.id);
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (gone) void navigate(homePath(language), withFlash(t('course_form.deleted', { name: course.name }), { replace: true }));
  }, [gone, language, navigate, t, course.name]);
  const failure =
    remove.error === null
      ? undefined
      : isApiError(remove.error) && remove.error.status === 403
        ? t('course_form.delete_forbidden')
        : t('course_form.delete_failed');

  return (
    <Paper withBorder p="lg" style={{ borderColor: 'var(--mantine-color-red-2)' }}>
      <Group justify="space-between" wrap="wrap" gap="md">
        <div>
          <Title order={2} size="h3" mb={4}>
            {t('course_form.delete.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('course_form.delete.description')}
          </Text>
        </div>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setOpen(true)}>
          {t('course_form.delete.button')}
        </Button>
      </Group>
      <ConfirmModal
        opened={open}
        title={t('course_form.delete.confirm_title', { name: course.name })}
        confirmLabel={t('course_form.delete.confirm')}
        tone="danger"
        loading={remove.isPending}
        error={failure}
        onCancel={() => {
          setOpen(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              onDeleted();
              setOpen(false);
              setGone(true);
            },
          })
        }
      >
        {t('course_form.delete.warning')}
      </ConfirmModal>
    </Paper>
  );
}
