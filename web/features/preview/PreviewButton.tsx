// "Preview" on topics, pages and questions (spec §2 "Preview"): asks the server for a
// short-lived link to the topic's learner view and opens it in a new tab, on the page or
// question it was pressed for. The tab is opened at the click and sent to the link once it
// arrives: a tab opened after the request has finished is no longer the click's, and some
// browsers (Safari) block it as a pop-up. It gets no reference back to this window
// (opener cleared, as 'noopener' would).
import { Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notifications/index.ts';
import { useFailureMessage } from '../../components/failureMessage.ts';
import { useCreatePreview } from './data/hooks.ts';

export interface PreviewButtonProps {
  topicId: number;
  /** The page or question to open on. */
  item?: { type: 'chapter' | 'question'; id: number } | null;
  size?: 'xs' | 'sm' | 'md';
  variant?: 'default' | 'subtle' | 'light';
}

export function PreviewButton({ topicId, item, size = 'sm', variant = 'default' }: PreviewButtonProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const failure = useFailureMessage();
  const create = useCreatePreview();

  const open = async () => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const link = await create.mutateAsync(topicId);
      const where = item ? `?${item.type === 'chapter' ? 'page' : 'question'}=${item.id}` : '';
      if (tab) tab.location.href = `${link.path}${where}`;
      else window.open(`${link.path}${where}`, '_blank', 'noopener');
    } catch (error) {
      tab?.close();
      notify({ tone: 'error', message: failure(error, t('preview.open_failed')) });
    }
  };

  return (
    <Button variant={variant} size={size} leftSection={<IconEye size={16} />} loading={create.isPending} onClick={() => void open()}>
      {t('preview.open')}
    </Button>
  );
}
