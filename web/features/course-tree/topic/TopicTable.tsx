// The frame, header and cells of the topic overview's tables (pages, questions, passages): a
// table on a wide screen, a card per row on a narrow one (components/responsiveTable, with the
// cards' first line in TopicTable.module.css). Explicit table roles throughout, since the
// cards' block and grid layout would take the implicit ones away from screen readers.
import { Anchor, Badge, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROVIDER_READ_ONLY_MESSAGE } from '../../../../domain/schemas/content.ts';
import { MathText } from '../../../components/math/index.ts';
import { LabelledCell, ResponsiveTable } from '../../../components/responsiveTable/index.ts';
import { PublishBadges } from '../components/StatusBadge.tsx';
import { StatusCell } from './SectionHeader.tsx';
import type { SortableItemState } from '../../../components/sortable/SortableList.tsx';
import classes from './TopicTable.module.css';
import { samePlace, type LivePerson, type LivePlace } from '../../../../domain/schemas/live.ts';
import { PresenceAvatars } from '../../presence/index.ts';

/** Everyone in the topic and its items (the topic overview's presence), for the rows' marks. */
export const TopicPresenceContext = createContext<LivePerson[]>([]);

type FrameProps = {
  /** The width below which the table scrolls inside its box on a wide screen. */
  minWidth: number;
  labelledBy: string;
  testId: string;
  children: ReactNode;
};

/** The bordered box and the table, with its minimum width on a wide screen. */
export function TopicTable({ minWidth, labelledBy, testId, children }: FrameProps) {
  return (
    <ResponsiveTable minWidth={minWidth} className={classes.table} radius="md" aria-labelledby={labelledBy} data-testid={testId}>
      {children}
    </ResponsiveTable>
  );
}

export type TopicColumn = { label: string; width?: number; numeric?: boolean };

/**
 * The header row: "#" when the rows are numbered (wider when they have a drag handle), the
 * columns, then the visually hidden "Actions" over the menus.
 */
export function TopicTableHead({ numbered, columns }: { numbered?: { reorderable: boolean }; columns: TopicColumn[] }) {
  const { t } = useTranslation();
  return (
    <Table.Thead role="rowgroup" bg="gray.0">
      <Table.Tr role="row">
        {numbered && (
          <Table.Th role="columnheader" w={numbered.reorderable ? 84 : 52}>
            <Text span size="xs" fw={600} c="dimmed">
              #
            </Text>
          </Table.Th>
        )}
        {columns.map(({ label, width, numeric }) => (
          <Table.Th key={label} role="columnheader" w={width} ta={numeric ? 'right' : undefined}>
            {label}
          </Table.Th>
        ))}
        <Table.Th role="columnheader" w={52}>
          <VisuallyHidden>{t('topics.content.columns.actions')}</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

type CellProps = { className?: string; children: ReactNode };

/** The handle and number, the first thing on a card. */
export function LeadCell({ children }: CellProps) {
  return (
    <Table.Td role="cell" className={classes.lead}>
      {children}
    </Table.Td>
  );
}

/** The item's name, beside the number on a card. */
/** The row's name; with `place`, marked with whoever has that item open now. */
export function MainCell({ children, place }: CellProps & { place?: LivePlace }) {
  const everyone = useContext(TopicPresenceContext);
  const here = place ? everyone.filter((person) => samePlace(person.place, place)) : [];
  return (
    <Table.Td role="cell" className={classes.main}>
      {here.length > 0 ? (
        <Group gap="xs" wrap="nowrap" justify="space-between" data-testid="row-presence">
          <div style={{ minWidth: 0 }}>{children}</div>
          <PresenceAvatars people={here} size={22} />
        </Group>
      ) : (
        children
      )}
    </Table.Td>
  );
}

/** The actions menu, at the end of a card's first line. */
export function MenuCell({ children }: CellProps) {
  return (
    <Table.Td role="cell" className={classes.menu}>
      {children}
    </Table.Td>
  );
}

/**
 * A value's cell: on a card its column's name is shown before the value (hidden from screen
 * readers, which announce the column header). `testId` marks the value itself, without the name.
 */
export function FieldCell({ label, testId, numeric, children }: { label: string; testId?: string; numeric?: boolean; children: ReactNode }) {
  return (
    <LabelledCell label={label} testId={testId} className={numeric ? `${classes.field} ${classes.numeric}` : classes.field}>
      {children}
    </LabelledCell>
  );
}

/** A sortable row's drag handle (when reordering is on) and its number. */
export function NumberCell({ row }: { row: SortableItemState }) {
  return (
    <LeadCell>
      <Group gap={4} wrap="nowrap">
        {row.handle}
        <Text size="sm" c="dimmed" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {row.index + 1}
        </Text>
      </Group>
    </LeadCell>
  );
}

/** The status column: the publish badges, stacked, at their full width. */
export function StatusField({ record }: { record: ComponentProps<typeof PublishBadges>['record'] }) {
  const { t } = useTranslation();
  return (
    <FieldCell label={t('topics.content.columns.status')}>
      <StatusCell>
        <PublishBadges record={record} stacked />
      </StatusCell>
    </FieldCell>
  );
}

/** An item's name (with its math) linking to its editor. */
export function NameLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} fw={600} c="var(--mantine-color-black)" underline="hover" style={{ wordBreak: 'break-word' }}>
      <MathText inline>{children}</MathText>
    </Anchor>
  );
}

/** "Read only" for an item copied from the test bank, with why on hover. */
export function ReadOnlyBadge({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t(PROVIDER_READ_ONLY_MESSAGE)} multiline w={260} withArrow>
      <Badge size="xs" variant="light" color="gray" leftSection={<IconLock size={10} />} tt="none" data-testid={testId}>
        {t('topics.content.read_only')}
      </Badge>
    </Tooltip>
  );
}

/** A dash for a value that is not set, read out as `label`. */
export function NoValue({ label }: { label: string }) {
  return (
    <Text span c="dimmed" size="sm" aria-label={label}>
      —
    </Text>
  );
}
