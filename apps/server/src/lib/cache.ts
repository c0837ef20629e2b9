import { AsyncLocalStorage } from 'node:async_hooks';
import { changeStamp, scopeOfTable, tablesOf, watchStatements, type ChangeScope } from '../db/change-stamps.ts';
import { type Db } from '../db/dialect.ts';
import { survivesMemberChanges, type MemberRowsRead } from '../db/member-changes.ts';
import { byteSize, SegmentedStore } from './cache-store.ts';

type Pending = { stamp: string; value: Promise<unknown> };
/** `members`: what the value holds of the members' table, when it may outlive an edit of another member. */
type Entry = Pending & { bytes: number; members?: MemberRowsRead };

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
 * What `read` returns, kept until the database's change stamp of the scopes it reads moves (db/change-stamps.ts):
 * any write, by this server or another, to a table of those scopes makes the next call read again. `scopes` must
 * name the scope of every table `read` reads (tests check it: checkCachedReads). The stamp is taken before
 * reading, so a write during the read is seen by the next call. Calls arriving together share one read; a failed
 * read is not kept. Without a stamp (a transaction) every call reads.
 *
 * Every kind shares one budget in bytes (`setCacheBudget`), each value sized once when its read resolves; a key
 * read once can only push out other keys read once (cache-store.ts), so distinct searches leave popular pages kept.
 *
 * `members` says which member rows (and search words) a value depends on, for a read of the members' scope: when
 * only that scope's counter moved, and only by edits of other members' rows that change neither its listing nor
 * its matches (db/member-changes.ts), the value is kept at the new stamp instead of read again.
 */
export async function cachedRead<T>(
  db: Db,
  kind: string,
  key: string,
  scopes: readonly ChangeScope[],
  read: () => Promise<T>,
  members?: (value: T) => MemberRowsRead,
): Promise<T> {
  if (checking) read = checked(kind, scopes, read);
  const stamping = changeStamp(db, scopes);
  if (!stamping) return read();
  const stamp = await stamping;
  if (stamp === undefined) return read();
  let dbId = dbIds.get(db);
  if (dbId === undefined) dbIds.set(db, (dbId = ++lastDbId));
  const id = `${dbId}\0${kind}\0${key}`;
  const count = countOf(kind);
  const waiting = pending.get(id);
  const kept = waiting?.stamp === stamp ? waiting : store.get(id);
  if (kept?.stamp === stamp || (kept && (await keptThrough(db, scopes, kept, stamp)))) {
    count.hits++;
    if (kept.stamp !== stamp && store.get(id) === kept) store.set(id, { ...(kept as Entry), stamp });
    return kept.value as Promise<T>;
  }
  // A caller that came while this one checked the log may have started the read already.
  const started = pending.get(id);
  if (started?.stamp === stamp) {
    count.hits++;
    return started.value as Promise<T>;
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
      const bytes = ENTRY_BYTES + id.length * 2 + byteSize(result, limit);
      const depends = members?.(result);
      // The ids are the result's own strings; their array and the words are counted here.
      const extra = depends ? 8 * depends.ids.length + byteSize(depends.words ?? [], limit) : 0;
      store.set(id, { stamp, value, bytes: bytes + extra, ...(depends && { members: depends }) });
    },
    () => pending.get(id) === reading && pending.delete(id),
  );
  return value;
}

/** Whether a kept entry still holds at `stamp`: only the members' counter moved, by edits it does not depend on. */
async function keptThrough(db: Db, scopes: readonly ChangeScope[], kept: Pending, stamp: string): Promise<boolean> {
  const members = (kept as Partial<Entry>).members;
  const at = scopes.indexOf('members');
  if (!members || at < 0) return false;
  const before = kept.stamp.split(':');
  const now = stamp.split(':');
  if (before.some((version, i) => i !== at && version !== now[i])) return false;
  try {
    return await survivesMemberChanges(db, members, before[at]!, now[at]!);
  } catch {
    return false; // the log could not be read: the value is read again
  }
}

/**
 * `read` kept by its arguments until a table of `scopes` changes, for reads that depend on nothing else: a page
 * asked for again skips building and compiling its queries, not only running them. The result is shared by
 * every caller with the same arguments, so callers only read it.
 */
export const cachedBy =
  <A extends unknown[], T>(
    kind: string,
    scopes: readonly ChangeScope[],
    read: (db: Db, ...args: A) => Promise<T>,
    members?: (value: T, ...args: A) => MemberRowsRead,
  ) =>
  (db: Db, ...args: A): Promise<T> =>
    cachedRead(
      db,
      kind,
      JSON.stringify(args),
      scopes,
      () => read(db, ...args),
      members && ((value) => members(value, ...args)),
    );

/** The cached reads under way in this async context, outermost first, while checking. */
const reading = new AsyncLocalStorage<readonly { kind: string; scopes: readonly ChangeScope[] }[]>();
let checking = false;
const checked =
  <T>(kind: string, scopes: readonly ChangeScope[], read: () => Promise<T>) =>
  (): Promise<T> =>
    reading.run([...(reading.getStore() ?? []), { kind, scopes }], read);

/**
 * From now on, every statement run inside a cached read is checked against the scopes declared by it and by the
 * cached reads around it; `report` is told of each table not covered (tests: a read that touches a table outside
 * its scopes would be kept past that table's writes). Off again with `undefined`.
 */
export function checkCachedReads(report: ((problem: string) => void) | undefined): void {
  checking = report !== undefined;
  watchStatements(
    report &&
      ((statement) => {
        const around = reading.getStore();
        if (!around) return;
        for (const table of tablesOf(statement)) {
          // The counters and the members' log, read for a cached read nested in this one (its stamp and whether
          // its kept value still holds), not for this read's value.
          if (table === 'change_stamps' || table === 'member_changes') continue;
          const scope = scopeOfTable(table);
          for (const { kind, scopes } of around) {
            if (!scope || !scopes.includes(scope)) {
              report(
                `cached read '${kind}' [${scopes.join(', ')}] reads ${table} (${scope ?? 'no scope'}): ${statement}`,
              );
            }
          }
        }
      }),
  );
}
