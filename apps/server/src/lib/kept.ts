import { changeStamp, type ChangeScope, type Db } from '../db/dialect.ts';

type Entry = { stamp: string; value: Promise<unknown> };
/** Reads lately made, per database, per kind of read, by key. */
const kept = new WeakMap<Db, Map<string, Map<string, Entry>>>();

/**
 * What `read` returns, kept until the database's change stamp of its scope moves (db/dialect.ts): any write, by
 * this server or another, to a table of the scope makes the next call read again. The stamp is taken before
 * reading, so a write during the read is seen by the next call. Calls arriving together share one read; a failed
 * read is not kept. Each kind keeps its `limit` latest keys. Without a stamp (a transaction) every call reads.
 */
export async function keptRead<T>(
  db: Db,
  kind: string,
  key: string,
  read: () => Promise<T>,
  limit = 1_000,
  scope: ChangeScope = 'data',
): Promise<T> {
  const stamping = changeStamp(db, scope);
  if (!stamping) return read();
  const stamp = await stamping;
  if (stamp === undefined) return read();
  const kinds = kept.get(db) ?? new Map<string, Map<string, Entry>>();
  kept.set(db, kinds);
  const entries = kinds.get(kind) ?? new Map<string, Entry>();
  kinds.set(kind, entries);
  const known = entries.get(key);
  if (known?.stamp === stamp) return known.value as Promise<T>;
  const value = read();
  entries.delete(key);
  entries.set(key, { stamp, value });
  if (entries.size > limit) entries.delete(entries.keys().next().value!);
  value.catch(() => entries.get(key)?.value === value && entries.delete(key));
  return value;
}

/**
 * `read` kept by its arguments until the database changes, for reads that depend on nothing else: a page
 * asked for again skips building and compiling its queries, not only running them. The result is shared by
 * every caller with the same arguments, so callers only read it.
 */
export const keptBy =
  <A extends unknown[], T>(kind: string, read: (db: Db, ...args: A) => Promise<T>, limit = 200) =>
  (db: Db, ...args: A): Promise<T> =>
    keptRead(db, kind, JSON.stringify(args), () => read(db, ...args), limit);
