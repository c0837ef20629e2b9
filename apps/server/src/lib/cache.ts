import { changeStamp, type ChangeScope } from '../db/change-stamps.ts';
import { type Db } from '../db/dialect.ts';
import { byteSize, SegmentedStore } from './cache-store.ts';

type Pending = { stamp: string; value: Promise<unknown> };
type Entry = Pending & { bytes: number };

/** The default budget of every cached read together, all kinds and databases of the process. */
export const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024;
/** What an entry costs beyond its key and value: the store's node, the entry and its promise. */
const ENTRY_BYTES = 160;

let store = new SegmentedStore<Entry>(DEFAULT_CACHE_BYTES);
/** Reads under way, by key: callers arriving together share one. */
const pending = new Map<string, Pending>();
const dbIds = new WeakMap<Db, number>();
let lastDbId = 0;

/**
 * Sets the memory budget, in bytes, of all cached reads of this process together (DEFAULT_CACHE_BYTES unless set;
 * 0 keeps nothing, while calls arriving together still share a read). What was kept is dropped: call it at start-up.
 */
export function setCacheBudget(bytes: number): void {
  store = new SegmentedStore<Entry>(bytes);
}

/** Hits (kept or shared reads) and misses (reads run) by kind since start: the metrics count them. */
const counts = new Map<string, { hits: number; misses: number }>();
export const cacheCounts = (): ReadonlyMap<string, { readonly hits: number; readonly misses: number }> => counts;
const countOf = (kind: string) => {
  let count = counts.get(kind);
  if (!count) counts.set(kind, (count = { hits: 0, misses: 0 }));
  return count;
};

/** The estimated bytes and the number of entries kept now, and the budget. */
export const cacheStats = () => {
  const { budget, bytes, entries } = store.stats();
  return { budget, bytes, entries };
};

/**
 * What `read` returns, kept until the database's change stamp of its scope moves (db/change-stamps.ts): any write, by
 * this server or another, to a table of the scope makes the next call read again. The stamp is taken before
 * reading, so a write during the read is seen by the next call. Calls arriving together share one read; a failed
 * read is not kept. Without a stamp (a transaction) every call reads.
 *
 * Every kind shares one budget in bytes (`setCacheBudget`), each value sized once when its read resolves; a key
 * read once can only push out other keys read once (cache-store.ts), so distinct searches leave popular pages kept.
 */
export async function cachedRead<T>(
  db: Db,
  kind: string,
  key: string,
  read: () => Promise<T>,
  scope: ChangeScope = 'data',
): Promise<T> {
  const stamping = changeStamp(db, scope);
  if (!stamping) return read();
  const stamp = await stamping;
  if (stamp === undefined) return read();
  let dbId = dbIds.get(db);
  if (dbId === undefined) dbIds.set(db, (dbId = ++lastDbId));
  const id = `${dbId}\0${kind}\0${key}`;
  const count = countOf(kind);
  const waiting = pending.get(id);
  const kept = waiting?.stamp === stamp ? waiting : store.get(id);
  if (kept?.stamp === stamp) {
    count.hits++;
    return kept.value as Promise<T>;
  }
  count.misses++;
  const value = read();
  const reading: Pending = { stamp, value };
  pending.set(id, reading);
  value.then(
    (result) => {
      if (pending.get(id) !== reading) return;
      pending.delete(id);
      const limit = store.maxEntryBytes;
      store.set(id, { stamp, value, bytes: ENTRY_BYTES + id.length * 2 + byteSize(result, limit) });
    },
    () => pending.get(id) === reading && pending.delete(id),
  );
  return value;
}

/**
 * `read` kept by its arguments until the database changes, for reads that depend on nothing else: a page
 * asked for again skips building and compiling its queries, not only running them. The result is shared by
 * every caller with the same arguments, so callers only read it.
 */
export const cachedBy =
  <A extends unknown[], T>(kind: string, read: (db: Db, ...args: A) => Promise<T>) =>
  (db: Db, ...args: A): Promise<T> =>
    cachedRead(db, kind, JSON.stringify(args), () => read(db, ...args));
