// The admin's CSV exports (leads, a role's candidates): RFC 4180 with CRLF, a header row, a
// byte-order mark for Excel, and no cell a spreadsheet would run as a formula.
import { stringify } from 'csv-stringify/sync';

/**
 * A line a spreadsheet would run as a formula (=, +, -, @, or a tab or CR before one) is prefixed
 * with ' to stay text: every line of a cell, not only its first, since an importer that splits at
 * line breaks, or a cell edited later, makes each line a cell of its own.
 */
export const inert = (value: string) => value.replace(/^(?=[=+\-@\t\r])/gm, "'");

const csvOptions = {
  record_delimiter: 'windows',
  // csv-stringify quotes a field holding the record delimiter (CRLF), not a bare CR or LF, which
  // a spreadsheet takes as the end of a row: a visitor's company could forge rows.
  quoted_match: /[\r\n]/,
} as const;

/** The first chunk of a CSV file: the byte-order mark (so Excel reads UTF-8) and the header row. */
export const csvHeader = (headers: readonly string[]) =>
  `\uFEFF${stringify([], { ...csvOptions, header: true, columns: [...headers] })}`;

/** Rows of cells (a list is joined with "; "), each made inert. */
export const csvRows = (rows: readonly (readonly unknown[])[]) =>
  stringify(
    rows.map((row) =>
      row.map((value) => inert(Array.isArray(value) ? value.join('; ') : String(value ?? ''))),
    ),
    csvOptions,
  );
