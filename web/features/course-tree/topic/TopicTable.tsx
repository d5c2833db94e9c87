// The frame and cells of the topic overview's tables (pages, questions, passages): a table
// on a wide screen, a card per row on a narrow one (TopicTable.module.css). Explicit table
// roles throughout, since the cards' block and grid layout would take the implicit ones
// away from screen readers.
import { Paper, Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './TopicTable.module.css';

export { classes as topicTableClasses };

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
    <Paper withBorder radius="md" className={classes.box}>
      <Table
        role="table"
        className={classes.table}
        style={{ '--topic-table-min-width': `${minWidth}px` } as CSSProperties}
        verticalSpacing="sm"
        horizontalSpacing="md"
        highlightOnHover
        aria-labelledby={labelledBy}
        data-testid={testId}
      >
        {children}
      </Table>
    </Paper>
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
export function MainCell({ children }: CellProps) {
  return (
    <Table.Td role="cell" className={classes.main}>
      {children}
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
    <Table.Td role="cell" className={numeric ? `${classes.field} ${classes.numeric}` : classes.field}>
      <span className={classes.label} aria-hidden>
        {label}
      </span>
      <div className={classes.value} data-testid={testId}>
        {children}
      </div>
    </Table.Td>
  );
}
