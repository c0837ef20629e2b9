import { sql, type SelectQueryBuilder } from 'kysely';
import { COUNT_CAP } from '@sangam/shared/pagination';
import type { Db } from '../db/dialect.ts';

/**
 * Counts the rows a filtered query matches, stopping at `cap`: the database reads at most cap + 1 index
 * entries, so a page of a million-row list costs the same as one of a thousand. Pass the query with its
 * filters and no select, order or limit.
 */
export async function cappedCount<DB, TB extends keyof DB>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, object>,
  cap = COUNT_CAP,
): Promise<{ total: number; capped: boolean }> {
  const limited = query
    .select(sql<number>`1`.as('one'))
    .limit(cap + 1)
    .as('capped_rows');
  const row = await db
    .selectFrom(limited as never)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}
