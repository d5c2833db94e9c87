// {lang}/courses/new and {lang}/assessment_courses/new (spec §2, §5): the course form in
// the bare layout. On success the teacher lands on the new course's overview, which shows
// the "created" flash.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorScreen } from '../../../components/ErrorScreen/index.ts';
import { useScreenTitle } from '../../../components/useScreenTitle.ts';
import { homePath, useLanguage } from '../../../i18n/useLanguage.ts';
import { useSignedIn } from '../../auth/index.ts';
import { useOrganization } from '../../organizations/index.ts';
import { useCreateCourse } from '../data/courses.ts';
import { gradeTags } from '../tagOptions.ts';
import { BareHeader } from './BareHeader.tsx';
import { CourseForm } from './CourseForm.tsx';
import { emptyCourseForm } from './courseFormSchema.ts';
import { toCreateRequest } from './requestBody.ts';

export function CourseCreateScreen() {
  return <CreateScreen assessment={false} />;
}

export function AssessmentCourseCreateScreen() {
  return <CreateScreen assessment />;
}

function CreateScreen({ assessment }: { assessment: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { organization, user, access } = useSignedIn();
  const detail = useOrganization(organization.id);
  const create = useCreateCourse();
  const title = assessment ? t('course_form.title_new_assessment') : t('course_form.title_new');
  useScreenTitle(title);
  const home = homePath(language);

  if (!access.canCreate) return <ErrorScreen name="permissionError" signedIn courseListPath={home} />;

  return (
    <>
      <BareHeader
        backTo={home}
        backLabel={t('course_form.back_to_courses')}
        eyebrow={organization.name}
        title={title}
        description={assessment ? t('course_form.intro_assessment') : t('course_form.intro')}
      />
      <CourseForm
        defaultValues={emptyCourseForm(assessment)}
        submitLabel={assessment ? t('course_form.submit_create_assessment') : t('course_form.submit_create')}
        failureMessage={t('course_form.create_failed')}
        authorId={user.id}
        onCancel={() => void navigate(home)}
        onSubmit={async (values) => {
          const course = await create.mutateAsync(
            toCreateRequest(values, { organizationId: organization.id, grades: gradeTags(detail.data) }),
          );
          return {
            to: `/${language}/courses/${course.id}`,
            flash: assessment ? t('course_form.created_assessment') : t('course_form.created'),
          };
        }}
      />
    </>
  );
}
