import type { Db } from '../db/dialect.ts';

/** The lease row of a job, made once (two servers starting together both land here safely). */
export const ensureLease = (db: Db, name: string) =>
  db
    .insertInto('jobLeases')
    .values({ name, holder: null, leaseUntil: null, lastRunAt: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();

/**
 * Takes the lease when nobody holds it (or the holder's lease ran out) and the job is due. One UPDATE with its
 * conditions in the WHERE clause, so of two servers trying at once exactly one changes the row: SQLite writes
 * one at a time, and PostgreSQL re-checks the conditions on the locked row before updating it.
 */
export async function acquireLease(
  db: Db,
  input: { name: string; holder: string; now: string; leaseUntil: string; dueIfRunBefore: string },
): Promise<boolean> {
  const result = await db
    .updateTable('jobLeases')
    .set({ holder: input.holder, leaseUntil: input.leaseUntil })
    .where('name', '=', input.name)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<=', input.now)]))
    .where((eb) => eb.or([eb('lastRunAt', 'is', null), eb('lastRunAt', '<=', input.dueIfRunBefore)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps a long run's lease alive; false when the lease was lost (it ran out and another server took it). */
export async function renewLease(db: Db, name: string, holder: string, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('jobLeases')
    .set({ leaseUntil })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the lease back and records the run (its start time), which makes the job due again one interval later. */
export const releaseLease = (db: Db, name: string, holder: string, lastRunAt: string) =>
  db
    .updateTable('jobLeases')
    .set({ holder: null, leaseUntil: null, lastRunAt })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
