// {lang}/bundles/{unitId}/topics/new (bare layout) and {lang}/topics/{topicId}/edit:
// create or edit a topic, then go to the topic's page (its questions list in a school
// assessment course) with a success banner.
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { withFlash } from '../../../components/feedback/index.ts';
import { useScreenTitle } from '../../../components/useScreenTitle.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { useCreateTopic, useUpdateTopic } from '../data/mutations.ts';
import { parseId, useUnit, useTopic } from '../data/hooks.ts';
import { useRecordAccess } from '../components/useRecordAccess.ts';
import { treePaths } from '../../../lib/content/treePaths.ts';
import { FormScreen, RecordGate } from './FormScreen.tsx';
import { EditTopicForm, NewTopicForm } from './TopicForm.tsx';

export function NewTopicScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const unitId = parseId(useParams().unitId);
  const unit = useUnit(unitId);
  const create = useCreateTopic();
  const rights = useRecordAccess();
  useScreenTitle(t('topics.new'));

  return (
    <RecordGate id={unitId} query={unit} fetchFailed={t('units.fetch_failed')} allowed={rights.canAddTo}>
      {(unit) => {
        const back = treePaths.unit(language, unit.id);
        return (
          <FormScreen
            backTo={back}
            backLabel={t('topics.back_to_unit')}
            eyebrow={`${unit.course_name} · ${unit.name}`}
            title={t('topics.new')}
            description={t('topics.new_description')}
          >
            <NewTopicForm
              defaultValues={{ name: '' }}
              cancelTo={back}
              onSubmit={async (values) => {
                const topic = await create.mutateAsync({ bundle_id: unit.id, name: values.name });
                await navigate(treePaths.topic(language, topic.id, topic.school_assessment_course), withFlash(t('topics.created', { name: topic.name })));
              }}
            />
          </FormScreen>
        );
      }}
    </RecordGate>
  );
}

export function EditTopicScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const topicId = parseId(useParams().topicId);
  const topic = useTopic(topicId);
  const update = useUpdateTopic(topicId ?? 0);
  const rights = useRecordAccess();
  useScreenTitle(t('topics.edit'));

  return (
    <RecordGate id={topicId} query={topic} fetchFailed={t('topics.fetch_failed')} allowed={rights.canEdit}>
      {(data) => {
        const back = treePaths.topic(language, data.id, data.school_assessment_course);
        return (
          <FormScreen backTo={back} backLabel={t('topics.back_to_topic')} eyebrow={`${data.course_name} · ${data.bundle_name}`} title={t('topics.edit')}>
            <EditTopicForm
              key={data.lock_version}
              defaultValues={{
                name: data.name,
                shuffle_answers: data.shuffle_answers,
                shuffle_questions: data.shuffle_questions,
                questions_label: data.questions_label ?? '',
              }}
              cancelTo={back}
              onReload={() => void topic.refetch()}
              onSubmit={async (values) => {
                const saved = await update.mutateAsync({ ...values, lock_version: data.lock_version });
                await navigate(treePaths.topic(language, saved.id, saved.school_assessment_course), withFlash(t('topics.updated', { name: saved.name })));
              }}
            />
          </FormScreen>
        );
      }}
    </RecordGate>
  );
}
