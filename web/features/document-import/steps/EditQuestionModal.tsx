// Edit in Review: the question editor's form (QuestionDraftEditor of the questions feature)
// over the extracted document, in a modal (full screen on a phone). Nothing is saved to the
// server: Done hands the edited document back to Review, Cancel leaves it as it was.
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionDocument } from '../../../../domain/schemas/questions.ts';
import { QuestionDraftEditor } from '../../questions/index.ts';

type Props = {
  title: string;
  topicId: number;
  doc: QuestionDocument;
  pointsEnabled: boolean;
  onDone: (doc: QuestionDocument, changed: boolean) => void;
  onCancel: () => void;
};

export function EditQuestionModal({ title, topicId, doc, pointsEnabled, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const latest = useRef<QuestionDocument | null>(null);
  return (
    <Modal
      opened
      onClose={onCancel}
      title={title}
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="edit-question"
      styles={{ body: { background: 'var(--mantine-color-gray-0)' }, header: { borderBottom: '1px solid var(--mantine-color-gray-3)' } }}
    >
      <Stack gap="md" pt="md">
        <QuestionDraftEditor topicId={topicId} initial={doc} pointsEnabled={pointsEnabled} onChange={(next) => (latest.current = next)} />
        <Group justify="flex-end" gap="sm" pos="sticky" bottom={0} py="sm" style={{ background: 'var(--mantine-color-gray-0)', zIndex: 2 }}>
          <Button variant="default" onClick={onCancel}>
            {t('document_import.review.edit_cancel')}
          </Button>
          <Button onClick={() => onDone(latest.current ?? doc, latest.current !== null)} data-testid="edit-done">
            {t('document_import.review.edit_done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
