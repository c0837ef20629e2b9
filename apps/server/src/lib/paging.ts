import { sql, type SelectQueryBuilder } from 'kysely';
import { COUNT_CAP } from '@sangam/shared/pagination';
import { changeStamp, type Db } from '../db/dialect.ts';

type Count = { total: number; capped: boolean };
/** Counts lately made, per database, by their query: kept while the database's change stamp stays the same. */
const kept = new WeakMap<Db, Map<string, { stamp: string; count: Promise<Count> }>>();
const KEPT_PER_DB = 1_000;

/**
 * Counts the rows a filtered query matches, stopping at `cap`: the database reads at most cap + 1 index
 * entries, so a page of a million-row list costs the same as one of a thousand. The count is kept until the
 * database changes (the stamp is read before counting: a write during the count moves it, and the next request
 * counts again). Paging through a list counts once, not on every page. Pass the query with its filters and no
 * select, order or limit.
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
  const counting = db.selectFrom(limited as never).select((eb) => eb.fn.countAll<number>().as('n'));
  const count = async (): Promise<Count> => {
    const n = Number((await counting.executeTakeFirstOrThrow()).n);
    return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
  };
  const stamping = changeStamp(db);
  if (!stamping) return count();
  const compiled = counting.compile();
  const key = `${compiled.sql}\0${JSON.stringify(compiled.parameters)}`;
  const stamp = await stamping;
  const counts = kept.get(db) ?? new Map();
  kept.set(db, counts);
  const known = counts.get(key);
  // Requests arriving together share the one count under way.
  if (known?.stamp === stamp) return { ...(await known.count) };
  const fresh = count();
  counts.delete(key);
  counts.set(key, { stamp, count: fresh });
  if (counts.size > KEPT_PER_DB) counts.delete(counts.keys().next().value!);
  // A failed count is not kept.
  fresh.catch(() => counts.get(key)?.count === fresh && counts.delete(key));
  return { ...(await fresh) };
}
