// The admin's lists: a table on a wide screen, a card per row on a phone. CSS alone switches them
// (decision 022), so each list writes its rows once, as table rows, and each cell says where it
// goes in the card: no second tree of components, nothing more in the admin's first load.
import { Table, type TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './CardTable.module.css';

/**
 * Where a cell goes in its row's card: the selection checkbox, the title (first line), the badges
 * (under the title) or the row's action (top right). A cell without one is a line of the card,
 * after its `label` when it has one.
 */
export type CardArea = 'select' | 'title' | 'badges' | 'action';

interface CardTableProps {
  /** The table's accessible name. */
  label: string;
  /** The rows carry a selection checkbox: the cards keep a column for it. */
  selectable?: boolean;
  busy?: boolean;
  /** The rows shown are the previous page's while the next one loads. */
  stale?: boolean;
  children: ReactNode;
}

export function CardTable({ label, selectable, busy, stale, children }: CardTableProps) {
  return (
    <div className={classes.frame} aria-busy={busy} data-stale={stale || undefined}>
      <Table
        className={classes.table}
        verticalSpacing="sm"
        striped="even"
        highlightOnHover
        aria-label={label}
        data-selectable={selectable || undefined}
        data-testid="card-table"
      >
        {children}
      </Table>
    </div>
  );
}

interface CardCellProps extends TableTdProps {
  area?: CardArea;
  /** Shown before the cell's value on a card, where the column's heading is not. */
  label?: string;
  /** A heading cell: only one of area `select` shows on a phone, with its label (select all). */
  head?: boolean;
}

export function CardCell({ area, label, head, ...props }: CardCellProps) {
  const Cell = head ? Table.Th : Table.Td;
  return <Cell data-area={area} data-label={label} {...props} />;
}
