// The actions of one page, question or passage in the topic's tables: open it in its
// editor, move it up or down (the menu's way of reordering, beside the drag handle), copy or
// move it to another topic (the screen's Copy/Move modal), delete.
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoveMenuItems } from '../../../components/sortable/MoveButtons.tsx';
import { CopyMoveMenuItems } from '../../copy-move/index.ts';
import type { CopySource } from '../../copy-move/index.ts';

type Placed = { id: number; course_id: number; bundle_id: number; organization_id: number };

/** A page, question or passage of this topic as the Copy/Move modal takes it. */
export function itemCopySource(
  topic: Placed,
  kind: 'chapter' | 'question' | 'passage',
  item: { id: number; creator_id: number | null; read_only?: boolean },
  name: string,
): NonNullable<Props['copyMove']> {
  return {
    kind,
    id: item.id,
    name,
    organization_id: topic.organization_id,
    course_id: topic.course_id,
    bundle_id: topic.bundle_id,
    topic_id: topic.id,
    creator_id: item.creator_id,
    read_only: item.read_only,
  };
}

/** The modal's source without who made the item. */
function sourceOf({ creator_id: _creator, read_only: _readOnly, ...source }: NonNullable<Props['copyMove']>): Omit<CopySource, 'action'> {
  return source;
}

type Props = {
  /** "Actions for page Pengantar" and the like. */
  label: string;
  openTo: string;
  /** The item's place in its sortable list, given when it can be moved there (Move up / Move down). */
  moveIndex?: number;
  /** The item as the Copy/Move modal takes it, with who made it and whether it is a read-only reference. */
  copyMove?: Omit<CopySource, 'action'> & { creator_id: number | null; read_only?: boolean };
  onDelete?: () => void;
  deleteLabel: string;
};

export function ItemMenu({ label, openTo, moveIndex, copyMove, onDelete, deleteLabel }: Props) {
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
        {moveIndex !== undefined && <MoveMenuItems index={moveIndex} />}
        {copyMove && <CopyMoveMenuItems source={sourceOf(copyMove)} record={copyMove} />}
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
