import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/dialect.ts';
import type { Database } from '../db/types.ts';

/** The tables that hold one row of settings, whose id is `SETTINGS_ROW_ID`. */
type SettingsTable = 'siteSettings' | 'directoryConfig';

export const SETTINGS_ROW_ID = 'default';

/** The one row of a settings table, or undefined on a new install (no row yet). */
export const readSettingsRow = <T extends SettingsTable>(db: Db, table: T) =>
  // Kysely cannot follow a table named by a type parameter: `T` and the row type are checked here.
  db
    .selectFrom(table as SettingsTable)
    .selectAll()
    .where('id', '=', SETTINGS_ROW_ID)
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;

/** Writes the one row of a settings table: inserted the first time, updated after. */
export async function saveSettingsRow<T extends SettingsTable>(
  db: Db,
  table: T,
  values: Omit<Insertable<Database[T]>, 'id'>,
): Promise<void> {
  await db
    .insertInto(table as 'siteSettings')
    .values({ id: SETTINGS_ROW_ID, ...values } as never)
    .onConflict((oc) => oc.column('id').doUpdateSet(values as never))
    .execute();
}
