// The way to reorder a sortable row without dragging (WCAG 2.5.7): "Move up" and "Move down"
// buttons, or the same two actions as items of a row's menu. Both move through the list's
// SortableDnd, which tells the live region where the row went, in the interface language,
// exactly as a keyboard drag's drop is told.
import { ActionIcon, Group, Menu } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSortableMoves } from './sortableMoves.ts';

type Direction = 'up' | 'down';

/**
 * Two buttons (28 px, over the 24 px target minimum) moving the row at `index` one place;
 * `name` says which row in their accessible names. Nothing when the list cannot be reordered.
 */
export function MoveButtons({ index, name }: { index: number; name: string }) {
  const { t } = useTranslation();
  const moves = useSortableMoves();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  // The button pressed last, to be focused again once the row is in its new place: React may
  // have moved the row's element (which blurs it), or the button may now be disabled (at an
  // end of the list), and focus must not fall back to the page's start.
  const pressed = useRef<Direction | null>(null);
  const first = index === 0;
  const last = moves ? index === moves.total - 1 : true;
  useLayoutEffect(() => {
    const direction = pressed.current;
    if (!direction) return;
    pressed.current = null;
    const wanted = direction === 'up' ? (first ? down : up) : last ? up : down;
    wanted.current?.focus();
  }, [index, first, last]);
  if (!moves || moves.disabled || moves.total < 2) return null;
  const press = (direction: Direction) => {
    pressed.current = direction;
    moves.move(index, direction === 'up' ? index - 1 : index + 1);
  };
  return (
    <Group gap={2} wrap="nowrap" data-testid="move-buttons">
      <ActionIcon ref={up} variant="subtle" color="gray" size="md" disabled={first} aria-label={t('sortable.move_up_named', { name })} title={t('sortable.move_up')} onClick={() => press('up')}>
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon ref={down} variant="subtle" color="gray" size="md" disabled={last} aria-label={t('sortable.move_down_named', { name })} title={t('sortable.move_down')} onClick={() => press('down')}>
        <IconArrowDown size={16} />
      </ActionIcon>
    </Group>
  );
}

/** "Move up" and "Move down" as items of a row's menu (the course tree's rows and tables). */
export function MoveMenuItems({ index }: { index: number }) {
  const { t } = useTranslation();
  const moves = useSortableMoves();
  if (!moves || moves.disabled || moves.total < 2) return null;
  return (
    <>
      <Menu.Divider />
      <Menu.Item leftSection={<IconArrowUp size={16} />} disabled={index === 0} onClick={() => moves.move(index, index - 1)}>
        {t('sortable.move_up')}
      </Menu.Item>
      <Menu.Item leftSection={<IconArrowDown size={16} />} disabled={index === moves.total - 1} onClick={() => moves.move(index, index + 1)}>
        {t('sortable.move_down')}
      </Menu.Item>
    </>
  );
}
