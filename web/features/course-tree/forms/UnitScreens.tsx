// {lang}/courses/{courseId}/bundles/new (bare layout) and {lang}/bundles/{unitId}/edit:
// create or edit a unit, then go to the unit's page with a success banner.
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { withFlash } from '../../../components/feedback/index.ts';
import { useScreenTitle } from '../../../components/useScreenTitle.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { useCreateUnit, useUpdateUnit } from '../data/mutations.ts';
import { parseId, useUnit, useCourse } from '../data/hooks.ts';
import { useRecordAccess } from '../components/useRecordAccess.ts';
import { treePaths } from '../../../lib/content/treePaths.ts';
import { UnitForm } from './UnitForm.tsx';
import { FormScreen, RecordGate } from './FormScreen.tsx';

export function NewUnitScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const courseId = parseId(useParams().courseId);
  const course = useCourse(courseId);
  const create = useCreateUnit();
  const rights = useRecordAccess();
  useScreenTitle(t('units.new'));

  return (
    <RecordGate id={courseId} query={course} fetchFailed={t('course_tree.fetch_failed')} allowed={rights.canAddTo}>
      {(found) => {
        const back = treePaths.course(language, found.id);
        return (
          <FormScreen backTo={back} backLabel={t('units.back_to_course')} eyebrow={found.name} title={t('units.new')} description={t('units.new_description')}>
            <UnitForm
              mode="create"
              defaultValues={{ name: '', description: '' }}
              cancelTo={back}
              onSubmit={async (values) => {
                const unit = await create.mutateAsync({ ...values, course_id: found.id });
                await navigate(treePaths.unit(language, unit.id), withFlash(t('units.created', { name: unit.name })));
              }}
            />
          </FormScreen>
        );
      }}
    </RecordGate>
  );
}

export function EditUnitScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const unitId = parseId(useParams().unitId);
  const unitQuery = useUnit(unitId);
  const update = useUpdateUnit(unitId ?? 0);
  const rights = useRecordAccess();
  useScreenTitle(t('units.edit'));

  return (
    <RecordGate id={unitId} query={unitQuery} fetchFailed={t('units.fetch_failed')} allowed={rights.canEdit}>
      {(unit) => {
        const back = treePaths.unit(language, unit.id);
        return (
          <FormScreen backTo={back} backLabel={t('units.back_to_unit')} eyebrow={unit.course_name} title={t('units.edit')}>
            {/* Keyed by version: after "reload" the form starts again from what is stored now. */}
            <UnitForm
              key={unit.lock_version}
              mode="edit"
              defaultValues={{ name: unit.name, description: unit.description }}
              cancelTo={back}
              onReload={() => void unitQuery.refetch()}
              onSubmit={async (values) => {
                const saved = await update.mutateAsync({ ...values, lock_version: unit.lock_version });
                await navigate(treePaths.unit(language, saved.id), withFlash(t('units.updated', { name: saved.name })));
              }}
            />
          </FormScreen>
        );
      }}
    </RecordGate>
  );
}
