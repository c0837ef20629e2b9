import { Readable } from 'node:stream';
import { stringify as csvStringifier } from 'csv-stringify';
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

/** The same file written as its rows arrive, batch by batch: for exports too long to hold in memory. */
export function csvStream(columns: readonly string[], batches: AsyncIterable<string[][]>): Readable {
  const rows = Readable.from(
    (async function* () {
      for await (const batch of batches) for (const row of batch) yield row.map(safeCell);
    })(),
  );
  const csv = csvStringifier({ header: true, columns: [...columns], bom: true });
  // A failed read ends the download early instead of leaving it hanging.
  rows.on('error', (err) => csv.destroy(err));
  return rows.pipe(csv);
}
