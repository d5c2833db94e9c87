// The delete confirmation of a course, unit or topic (spec §2 "Topic screens"): it names
// what goes and warns that everything under it is lost and cannot be recovered.
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/feedback/index.ts';

type Props = {
  kind: 'course' | 'unit' | 'topic';
  name: string;
  opened: boolean;
  loading: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

export function DeleteContentModal({ kind, name, opened, loading, error, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const ns = kind === 'course' ? 'course_tree' : kind === 'unit' ? 'units' : 'topics';
  return (
    <ConfirmModal
      opened={opened}
      title={t(`${ns}.delete_title`)}
      confirmLabel={t(`${ns}.delete_confirm`)}
      tone="danger"
      loading={loading}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <Stack gap="xs">
        <Text size="sm">{t(`${ns}.delete_intro`, { name })}</Text>
        <Text size="sm" fw={600} c="red.8" data-testid="delete-warning">
          {t(`${ns}.delete_warning`)}
        </Text>
      </Stack>
    </ConfirmModal>
  );
}
