import { sql, type Compilable, type CompiledQuery, type SelectQueryBuilder } from 'kysely';
import { COUNT_CAP, paginate } from '@sangam/shared/pagination';
import { scopeOfTable, tablesOf, type ChangeScope } from '../db/change-stamps.ts';
import type { Db } from '../db/dialect.ts';
import type { Database } from '../db/types.ts';
import { cachedRead } from './cache.ts';

type Count = { total: number; capped: boolean };

const keyOf = (compiled: CompiledQuery) => `${compiled.sql}\0${JSON.stringify(compiled.parameters)}`;

/**
 * The scopes of the tables a query names, worked out once per text (a search builds one text per number of
 * words); null when it reads a table no stamp covers, which is then read every time.
 */
const scopesByText = new Map<string, readonly ChangeScope[] | null>();
function scopesOf(compiled: CompiledQuery): readonly ChangeScope[] | null {
  let scopes = scopesByText.get(compiled.sql);
  if (scopes === undefined) {
    const found = tablesOf(compiled.sql).map(scopeOfTable);
    scopes = found.length && found.every((scope) => scope) ? [...new Set(found as ChangeScope[])].sort() : null;
    if (scopesByText.size >= 1_000) scopesByText.clear();
    scopesByText.set(compiled.sql, scopes);
  }
  return scopes;
}

/** A compiled query's rows kept until a table it names changes. */
function keptQuery<T>(db: Db, kind: string, compiled: CompiledQuery, read: () => Promise<T>): Promise<T> {
  const scopes = scopesOf(compiled);
  return scopes ? cachedRead(db, kind, keyOf(compiled), scopes, read) : read();
}

/**
 * Counts the rows a filtered query matches, stopping at `cap`: the database reads at most cap + 1 index
 * entries, so a page of a million-row list costs the same as one of a thousand. The count is kept until the
 * database changes (lib/cache.ts): paging through a list counts once, not on every page. Pass the query with its
 * filters and no select, order or limit.
 */
export async function cappedCount<DB, TB extends keyof DB>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, object>,
  cap = COUNT_CAP,
): Promise<Count> {
  const limited = query
    .select(sql<number>`1`.as('one'))
    .limit(cap + 1)
    .as('capped_rows');
  const compiled = db
    .selectFrom(limited as never)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .compile();
  const n = await keptQuery(db, 'count', compiled, async () => Number((await db.executeQuery(compiled)).rows[0]!.n));
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/**
 * The rows of one page of a list, kept like its count until the database changes: members opening the same
 * page between two writes are answered from memory, without reading the database again. The rows are frozen,
 * since every request that asks for the page shares them, and copied first: the driver's row objects may be in
 * V8's slow dictionary mode, and a cached one would make every later copy of it slow (docs/PERFORMANCE.md).
 */
export async function cachedRows<O>(db: Db, query: Compilable<O>): Promise<O[]> {
  const compiled = query.compile();
  return keptQuery(
    db,
    'page',
    compiled,
    // Frozen, array and rows: typed as a plain array for the views that read it; a write to it throws.
    async () =>
      Object.freeze((await db.executeQuery(compiled)).rows.map((row) => Object.freeze({ ...(row as O) }))) as O[],
  );
}

/** The words of a list of names separated by spaces and line breaks. */
type Words<S extends string, Found extends string = never> = S extends `${infer Word} ${infer Rest}`
  ? Words<Rest, Found | Word>
  : Exclude<Lines<Found | S>, ''>;
type Lines<S extends string> = S extends `${infer Line}\n${infer Rest}` ? Line | Lines<Rest> : S;
type Columns<T extends keyof Database> = keyof Database[T] & string;
/** `S` when its words are columns of `T` and name every one of them but `Left`; else never, which no string is. */
type EveryColumn<T extends keyof Database, S extends string, Left extends string> = [
  Exclude<Columns<T>, Words<S> | Left>,
] extends [never]
  ? [Exclude<Words<S> | Left, Columns<T>>] extends [never]
    ? S
    : never
  : never;

/**
 * `table.column` for each column named (separated by spaces or line breaks): what a list page reads instead of
 * `selectAll`, which on PostgreSQL also reads the generated search columns (the text again, lower-cased, and its
 * tsvector) that a cached page would hold for nothing. The compiler refuses a list that leaves out a column of the
 * table's type other than those in `leftOut`, or names one it does not have.
 */
export const columnsOf = <T extends keyof Database & string, S extends string, Left extends string = never>(
  table: T,
  columns: EveryColumn<T, S, Left>,
  _leftOut?: Left,
) =>
  columns
    .split(/\s+/)
    .filter(Boolean)
    .map((column) => `${table}.${column}`) as `${T}.${Exclude<Words<S>, Left>}`[];

/** The rows one page of a list reads: `limit` rows after the pages before it. */
export type PageWindow = { limit: number; offset: number };

/**
 * One page of a list as a list route answers it: `read` is given the page's window and returns the page's rows
 * with their capped count (`cappedCount`); the rows come back beside the reply's `pagination` block.
 */
export async function readPage<R>(
  { page, limit }: { page: number; limit: number },
  read: (window: PageWindow) => Promise<{ rows: R[]; total: number; capped: boolean }>,
) {
  const { rows, total, capped } = await read({ limit, offset: (page - 1) * limit });
  return { rows, pagination: paginate(page, limit, total, capped) };
}

/**
 * One page of a list with the count of every row it pages through: `rows` (filtered, selected and ordered) for the
 * window, kept like `cachedRows`, and `matching` (the same filters, nothing selected or ordered) counted like
 * `cappedCount`, up to `cap`. The page is read with one row more than it shows, so a page with rows that is not
 * full (a rare search, the last page) knows its total without counting: the rows before it and its own. Only a
 * page with more after it (or an empty page past the first) counts, and with every write to a list's tables a
 * new count, that is most of what a read costs beyond the page itself.
 */
export async function pageAndCount<O, RDB, RTB extends keyof RDB, DB, TB extends keyof DB>(
  db: Db,
  rows: SelectQueryBuilder<RDB, RTB, O>,
  matching: SelectQueryBuilder<DB, TB, object>,
  { limit, offset }: PageWindow,
  cap = COUNT_CAP,
): Promise<{ rows: O[]; total: number; capped: boolean }> {
  const found = await cachedRows(db, rows.limit(limit + 1).offset(offset));
  const more = found.length > limit;
  const list = more ? found.slice(0, limit) : found;
  if (!more && (found.length > 0 || offset === 0) && offset + found.length <= cap) {
    return { rows: list, total: offset + found.length, capped: false };
  }
  // More rows after a page that reaches the cap: the count would stop there too.
  if (more && offset + limit >= cap) return { rows: list, total: cap, capped: true };
  return { rows: list, ...(await cappedCount(db, matching, cap)) };
}

/** Where a newest-first read stopped: the created_at and id of its last row. */
export type Newest = { createdAt: string; id: string };

const afterRow = (table: string, after: Newest, op: '<' | '>') => {
  const [createdAt, id] = [sql.ref(`${table}.created_at`), sql.ref(`${table}.id`)];
  const than = sql.raw(op);
  return sql<boolean>`(${createdAt} ${than} ${after.createdAt} OR (${createdAt} = ${after.createdAt} AND ${id} ${than} ${after.id}))`;
};

/** The rows of `table` after `after` in newest-first order (created_at, id descending), on that index. */
export const olderThan = (table: string, after: Newest) => afterRow(table, after, '<');

/** The rows of `table` after `after` in oldest-first order (created_at, id ascending), on that index. */
export const newerThan = (table: string, after: Newest) => afterRow(table, after, '>');

/**
 * Every row of a newest-first read, a batch at a time, each batch read after the last row of the one before
 * (`readBatch` adds `olderThan(after)` and a limit of `size`): an export of a
 * million rows holds one batch in memory, and no query runs long enough to hold up other requests' writes.
 */
export async function* newestInBatches<R extends Newest>(
  readBatch: (after: Newest | undefined, size: number) => Promise<R[]>,
  size = 1_000,
): AsyncGenerator<R[]> {
  let after: Newest | undefined;
  for (;;) {
    const rows = await readBatch(after, size);
    yield rows;
    if (rows.length < size) return;
    const { createdAt, id } = rows.at(-1)!;
    after = { createdAt, id };
  }
}
