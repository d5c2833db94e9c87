// An editor's "more" menu in the header with its Delete item, and the confirmation that
// says what is lost (spec §8: the "Failed to delete … Please try again." line shows inside).
// The one delete menu of the page, passage and question editors.
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../feedback/index.ts';

export type DeleteMenuProps = {
  /** "Delete page" (the menu item, and the confirm button unless confirmLabel says otherwise). */
  deleteLabel: string;
  confirmLabel?: string;
  /** "Delete this page?" */
  confirmTitle: string;
  /** What is lost, in plain words. */
  confirmBody: ReactNode;
  loading: boolean;
  error: ReactNode | null;
  /** Forget the last failed attempt (called as the confirmation opens and when it is cancelled). */
  reset: () => void;
  onConfirm: () => void;
  /** The menu button's test id. */
  testId?: string;
};

export function DeleteMenu({ deleteLabel, confirmLabel = deleteLabel, confirmTitle, confirmBody, loading, error, reset, onConfirm, testId }: DeleteMenuProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('editor.more_actions')} data-testid={testId}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => {
              reset();
              setOpened(true);
            }}
          >
            {deleteLabel}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmModal
        opened={opened}
        title={confirmTitle}
        confirmLabel={confirmLabel}
        tone="danger"
        loading={loading}
        error={error}
        onCancel={() => {
          setOpened(false);
          reset();
        }}
        onConfirm={onConfirm}
      >
        {confirmBody}
      </ConfirmModal>
    </>
  );
}
