// An editor's "more" menu in the header with its Delete item, and the confirmation that
// says what is lost (spec §8: the "Failed to delete … Please try again." line shows inside).
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../feedback/index.ts';

export type DeleteMenuProps = {
  /** "Delete page" (menu item and confirm button). */
  deleteLabel: string;
  /** "Delete this page?" */
  confirmTitle: string;
  /** What is lost, in plain words. */
  confirmBody: ReactNode;
  opened: boolean;
  loading: boolean;
  error: ReactNode | null;
  onOpen: () => void;
  onCancel: () => void;
  onConfirm: () => void;
};

export function DeleteMenu({ deleteLabel, confirmTitle, confirmBody, opened, loading, error, onOpen, onCancel, onConfirm }: DeleteMenuProps) {
  const { t } = useTranslation();
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('editor.more_actions')}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onOpen}>
            {deleteLabel}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmModal
        opened={opened}
        title={confirmTitle}
        confirmLabel={deleteLabel}
        tone="danger"
        loading={loading}
        error={error}
        onCancel={onCancel}
        onConfirm={onConfirm}
      >
        {confirmBody}
      </ConfirmModal>
    </>
  );
}
