// The parts every admin list is made of: a toolbar (a search, filters whose first choice is all of
// them, a refresh) over the query's error, its loading or its emptiness, then its rows in a
// CardTable. Each list says only what is its own: its words, its columns and its rows.
import { ActionIcon, Select, Table, TextInput, type TextInputProps } from '@mantine/core';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from './AdminDataProvider.tsx';
import { CardTable } from './CardTable.tsx';
import { EmptyState, ErrorNotice, LoadingBlock } from './shared.tsx';

/** The servers' bound on a list's search. */
const SEARCH_MAX = 200;

export function SearchField(props: TextInputProps) {
  return (
    <TextInput
      label="Search"
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={SEARCH_MAX}
      {...props}
    />
  );
}

/**
 * A filter of a list: `allLabel` first, then `options`. Its value is null while it is all of them,
 * and it says so with null.
 */
export function FilterSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
  w = 180,
  searchable,
}: {
  label: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  w?: number;
  searchable?: boolean;
}) {
  return (
    <Select
      label={label}
      data={[{ value: 'all', label: allLabel }, ...options]}
      value={value || 'all'}
      onChange={(chosen) => onChange(chosen && chosen !== 'all' ? chosen : null)}
      allowDeselect={false}
      searchable={searchable}
      w={w}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

/** Fetches the list again; spins while any fetch of it is under way. */
export function RefreshButton({
  label,
  query,
}: {
  label: string;
  query: { refetch: () => unknown; isFetching: boolean };
}) {
  return (
    <ActionIcon
      variant="default"
      size={36}
      aria-label={label}
      title="Refresh"
      onClick={() => void query.refetch()}
      loading={query.isFetching}
    >
      <IconRefresh size={18} aria-hidden />
    </ActionIcon>
  );
}

/**
 * What a list shows in place of rows: its query's error (then any `notices` of its own), the
 * loading line, or `empty` once the rows have come and there are none.
 */
export function ListStatus({
  query,
  rows,
  loading,
  empty,
  errorTitle,
  notices,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  rows: readonly unknown[] | undefined;
  loading: string;
  empty: ReactNode;
  errorTitle?: string;
  notices?: ReactNode;
}) {
  return (
    <>
      {query.isError ? <ErrorNotice title={errorTitle ?? errorMessage(query.error)} /> : null}
      {notices}
      {query.isPending ? <LoadingBlock label={loading} /> : null}
      {rows && rows.length === 0 ? <EmptyState>{empty}</EmptyState> : null}
    </>
  );
}

/** A list's rows, when it has any, under its column headings (`head`, the heading cells). */
export function ListTable<Row>({
  rows,
  head,
  children,
  ...table
}: {
  label: string;
  rows: readonly Row[] | undefined;
  head: ReactNode;
  children: (row: Row) => ReactNode;
  selectable?: boolean;
  busy?: boolean;
  stale?: boolean;
}) {
  if (!rows?.length) return null;
  return (
    <CardTable {...table}>
      <Table.Thead>
        <Table.Tr>{head}</Table.Tr>
      </Table.Thead>
      <Table.Tbody>{rows.map((row) => children(row))}</Table.Tbody>
    </CardTable>
  );
}
