// "A table on a desktop, labelled cards on a phone" (ResponsiveTable.module.css), as User
// Management and the topic overview's tables show their rows. The elements keep explicit table
// roles: the cards' block and grid layout would otherwise take the implicit ones away from
// screen readers, which still hear a table with its headers.
import { Paper, Table } from '@mantine/core';
import type { MantineRadius } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './ResponsiveTable.module.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

type Props = {
  /** The width below which the table scrolls inside its box on a wide screen. */
  minWidth: number;
  /** The table's own card layout (its rows' grid, the heights of its lines). */
  className?: string;
  radius?: MantineRadius;
  boxTestId?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
  /** The head and body, with role="rowgroup", "row", "columnheader" and "cell" on their elements. */
  children: ReactNode;
};

/** The bordered box and the table. */
export function ResponsiveTable({ minWidth, className, radius, boxTestId, children, ...table }: Props) {
  return (
    <Paper withBorder radius={radius} className={classes.box} data-testid={boxTestId}>
      <Table
        role="table"
        className={join(classes.table, className)}
        style={{ '--responsive-table-min-width': `${minWidth}px` } as CSSProperties}
        verticalSpacing="sm"
        horizontalSpacing="md"
        highlightOnHover
        {...table}
      >
        {children}
      </Table>
    </Paper>
  );
}

type CellProps = {
  /** The column's name, shown before the value on a card (hidden from screen readers, which announce the header). */
  label: string;
  className?: string;
  valueClassName?: string;
  /** Marks the value itself, without the name. */
  testId?: string;
  children: ReactNode;
};

/** A value's cell: on a card, the value beside its column's name. */
export function LabelledCell({ label, className, valueClassName, testId, children }: CellProps) {
  return (
    <Table.Td role="cell" className={join(classes.field, className)}>
      <span className={classes.label} aria-hidden>
        {label}
      </span>
      <div className={join(classes.value, valueClassName)} data-testid={testId}>
        {children}
      </div>
    </Table.Td>
  );
}
