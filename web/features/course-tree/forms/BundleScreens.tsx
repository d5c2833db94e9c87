// {lang}/courses/{courseId}/bundles/new (bare layout) and {lang}/bundles/{bundleId}/edit:
// create or edit a unit, then go to the unit's page with a success banner.
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { withFlash } from '../../../components/feedback/index.ts';
import { useScreenTitle } from '../../../components/useScreenTitle.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { useCreateBundle, useUpdateBundle } from '../data/mutations.ts';
import { parseId, useBundle, useCourse } from '../data/queries.ts';
import { useRecordAccess } from '../components/useRecordAccess.ts';
import { treePaths } from '../paths.ts';
import { BundleForm } from './BundleForm.tsx';
import { FormScreen, RecordGate } from './FormScreen.tsx';

export function NewBundleScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const courseId = parseId(useParams().courseId);
  const course = useCourse(courseId);
  const create = useCreateBundle();
  const rights = useRecordAccess();
  useScreenTitle(t('units.new'));

  return (
    <RecordGate id={courseId} query={course} fetchFailed={t('course_tree.fetch_failed')} allowed={rights.canAddTo}>
      {(found) => {
        const back = treePaths.course(language, found.id);
        return (
          <FormScreen backTo={back} backLabel={t('units.back_to_course')} eyebrow={found.name} title={t('units.new')} description={t('units.new_description')}>
            <BundleForm
              mode="create"
              defaultValues={{ name: '', description: '' }}
              cancelTo={back}
              onSubmit={async (values) => {
                const bundle = await create.mutateAsync({ ...values, course_id: found.id });
                await navigate(treePaths.bundle(language, bundle.id), withFlash(t('units.created', { name: bundle.name })));
              }}
            />
          </FormScreen>
        );
      }}
    </RecordGate>
  );
}

export function EditBundleScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const bundleId = parseId(useParams().bundleId);
  const bundle = useBundle(bundleId);
  const update = useUpdateBundle(bundleId ?? 0);
  const rights = useRecordAccess();
  useScreenTitle(t('units.edit'));

  return (
    <RecordGate id={bundleId} query={bundle} fetchFailed={t('units.fetch_failed')} allowed={rights.canEdit}>
      {(unit) => {
        const back = treePaths.bundle(language, unit.id);
        return (
          <FormScreen backTo={back} backLabel={t('units.back_to_unit')} eyebrow={unit.course_name} title={t('units.edit')}>
            {/* Keyed by version: after "reload" the form starts again from what is stored now. */}
            <BundleForm
              key={unit.lock_version}
              mode="edit"
              defaultValues={{ name: unit.name, description: unit.description }}
              cancelTo={back}
              onReload={() => void bundle.refetch()}
              onSubmit={async (values) => {
                const saved = await update.mutateAsync({ ...values, lock_version: unit.lock_version });
                await navigate(treePaths.bundle(language, saved.id), withFlash(t('units.updated', { name: saved.name })));
              }}
            />
          </FormScreen>
        );
      }}
    </RecordGate>
  );
}
