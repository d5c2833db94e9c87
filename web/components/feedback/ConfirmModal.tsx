// A question before something that cannot be undone, or before leaving unsaved work:
// a title, the consequence in plain words, and two buttons. The confirm button shows a
// spinner while `loading`; an `error` (e.g. "Failed to delete unit. Please try again.")
// shows inside the modal so the teacher can retry.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ConfirmModalProps = {
  opened: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  /** 'danger' paints the confirm button red (deletes, discarding work). */
  tone?: 'danger' | 'default';
  loading?: boolean;
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  loading = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button color={tone === 'danger' ? 'red' : undefined} onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
