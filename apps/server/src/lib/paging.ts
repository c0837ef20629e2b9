import { sql, type SelectQueryBuilder } from 'kysely';
import { COUNT_CAP } from '@sangam/shared/pagination';
import type { Db } from '../db/dialect.ts';
import { keptRead } from './kept.ts';

type Count = { total: number; capped: boolean };

/**
 * Counts the rows a filtered query matches, stopping at `cap`: the database reads at most cap + 1 index
 * entries, so a page of a million-row list costs the same as one of a thousand. The count is kept until the
 * database changes (lib/kept.ts): paging through a list counts once, not on every page. Pass the query with its
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
  const counting = db.selectFrom(limited as never).select((eb) => eb.fn.countAll<number>().as('n'));
  const compiled = counting.compile();
  const key = `${compiled.sql}\0${JSON.stringify(compiled.parameters)}`;
  const n = await keptRead(db, 'count', key, async () => Number((await counting.executeTakeFirstOrThrow()).n));
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}
