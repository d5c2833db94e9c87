// The actions of one page, question or passage in the topic's tables: open it in its
// editor, move it up or down (the menu's way of reordering, beside the drag handle), delete.
import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDots, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props = {
  /** "Actions for page Pengantar" and the like. */
  label: string;
  openTo: string;
  /** Given when the item can be moved in its list. */
  move?: { index: number; total: number; onMove: (from: number, to: number) => void };
  onDelete?: () => void;
  deleteLabel: string;
};

export function ItemMenu({ label, openTo, move, onDelete, deleteLabel }: Props) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={openTo} leftSection={<IconExternalLink size={16} />}>
          {t('topics.content.open')}
        </Menu.Item>
        {move && move.total > 1 && (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconArrowUp size={16} />} disabled={move.index === 0} onClick={() => move.onMove(move.index, move.index - 1)}>
              {t('course_tree.move_up')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowDown size={16} />}
              disabled={move.index === move.total - 1}
              onClick={() => move.onMove(move.index, move.index + 1)}
            >
              {t('course_tree.move_down')}
            </Menu.Item>
          </>
        )}
        {onDelete && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
              {deleteLabel}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
