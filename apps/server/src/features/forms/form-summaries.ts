import type { Db } from '../../db/dialect.ts';

export type FormSummary = { _id: string; title: string; slug: string };

/** Title and slug of forms by id (news items show their attached form); unknown ids are left out. */
export async function formSummariesByIds(db: Db, ids: string[]): Promise<Map<string, FormSummary>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('forms').select(['id', 'title', 'slug']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, { _id: row.id, title: row.title, slug: row.slug }]));
}
