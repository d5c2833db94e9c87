// "Copy to…" and "Move to…" for a record on a screen with a CopyMoveHost: the hook says which
// of the two the teacher is offered for it and opens the host's modal with the action chosen;
// the menu items are the pair (after a divider) a row's menu shows.
import { Menu } from '@mantine/core';
import { IconArrowsMove, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCopyMove } from './CopyMoveHost.tsx';
import { useCopyMoveRights } from './rights.ts';
import type { CopySource } from './types.ts';

type Source = Omit<CopySource, 'action'>;
/** Who made the record and whether it is a provider's read-only reference (moving needs to edit it). */
type Owned = { creator_id: number | null; read_only?: boolean };

export function useCopyMoveActions(source: Source, record: Owned) {
  const launcher = useCopyMove();
  const rights = useCopyMoveRights();
  return {
    canCopy: rights.canCopy,
    canMove: rights.canMove(record),
    open: (action: 'copy' | 'move') => launcher.open({ ...source, action }),
  };
}

export function CopyMoveMenuItems({ source, record }: { source: Source; record: Owned }) {
  const { t } = useTranslation();
  const { canCopy, canMove, open } = useCopyMoveActions(source, record);
  if (!canCopy && !canMove) return null;
  return (
    <>
      <Menu.Divider />
      {canCopy && (
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => open('copy')}>
          {t('copy_move.copy_to')}
        </Menu.Item>
      )}
      {canMove && (
        <Menu.Item leftSection={<IconArrowsMove size={16} />} onClick={() => open('move')}>
          {t('copy_move.move_to')}
        </Menu.Item>
      )}
    </>
  );
}
