import { stringify } from 'csv-stringify/sync';

// A cell starting with these is run as a formula by spreadsheet programs; a leading quote keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;
const safeCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** A CSV file with a header row. The byte-order mark lets Excel read Hindi and Marathi names correctly. */
export function toCsv(columns: readonly string[], rows: string[][]): string {
  return `\uFEFF${stringify(
    rows.map((row) => row.map(safeCell)),
    { header: true, columns: [...columns] },
  )}`;
}
