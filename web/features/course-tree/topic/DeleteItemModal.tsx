// The delete confirmation of a page, question or passage: it names what goes and what it
// takes with it (a passage's questions stay, unlinked).
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/feedback/index.ts';
import type { ContentKind } from '../data/topicContent.ts';
import { screenWord } from '../../../lib/screenWords.ts';

export type DeletingItem = { kind: ContentKind; id: number; name: string; linkedQuestions?: number };

type Props = {
  item: DeletingItem | null;
  loading: boolean;
  failed: boolean;
  onConfirm: (item: DeletingItem) => void;
  onCancel: () => void;
};

export function DeleteItemModal({ item, loading, failed, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const kind = screenWord(item?.kind ?? 'chapter');
  return (
    <ConfirmModal
      opened={item !== null}
      title={t(`topics.content.${kind}.delete_title`)}
      confirmLabel={t(`topics.content.${kind}.delete_confirm`)}
      tone="danger"
      loading={loading}
      error={failed ? t(`topics.content.${kind}.delete_failed`) : null}
      onConfirm={() => item && onConfirm(item)}
      onCancel={onCancel}
    >
      <Stack gap="xs">
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {t(`topics.content.${kind}.delete_intro`, { name: item?.name ?? '' })}
        </Text>
        <Text size="sm" fw={600} c="red.8" data-testid="delete-warning">
          {kind === 'passage'
            ? t('topics.content.passage.delete_warning', { count: item?.linkedQuestions ?? 0 })
            : t(`topics.content.${kind}.delete_warning`)}
        </Text>
      </Stack>
    </ConfirmModal>
  );
}
