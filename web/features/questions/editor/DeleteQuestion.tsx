// The question's menu in the editor header: delete, after a confirmation that says it cannot
// be undone. The editor then goes back to the topic's questions with a notice.
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/feedback/index.ts';
import { useDeleteQuestion } from '../data/mutations.ts';

export function DeleteQuestion({ questionId, topicId, onDeleted }: { questionId: number; topicId: number; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const remove = useDeleteQuestion();
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('editor.more_actions')} data-testid="question-actions">
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setAsking(true)}>
            {t('questions.delete.action')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmModal
        opened={asking}
        title={t('questions.delete.title')}
        confirmLabel={t('questions.delete.confirm')}
        tone="danger"
        loading={remove.isPending}
        error={remove.isError ? t('questions.delete.failed') : undefined}
        onCancel={() => {
          setAsking(false);
          remove.reset();
        }}
        onConfirm={() => remove.mutate({ id: questionId, topic_id: topicId }, { onSuccess: onDeleted })}
      >
        {t('questions.delete.body')}
      </ConfirmModal>
    </>
  );
}
