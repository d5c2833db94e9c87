// The question's menu in the editor header: delete, after a confirmation that says it cannot
// be undone. The editor then goes back to the topic's questions with a notice.
import { useTranslation } from 'react-i18next';
import { DeleteMenu } from '../../../components/editor/index.ts';
import { useDeleteQuestion } from '../data/mutations.ts';

export function DeleteQuestion({ questionId, topicId, onDeleted }: { questionId: number; topicId: number; onDeleted: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteQuestion();
  return (
    <DeleteMenu
      deleteLabel={t('questions.delete.action')}
      confirmLabel={t('questions.delete.confirm')}
      confirmTitle={t('questions.delete.title')}
      confirmBody={t('questions.delete.body')}
      loading={remove.isPending}
      error={remove.isError ? t('questions.delete.failed') : null}
      reset={remove.reset}
      onConfirm={() => remove.mutate({ id: questionId, topic_id: topicId }, { onSuccess: onDeleted })}
      testId="question-actions"
    />
  );
}
