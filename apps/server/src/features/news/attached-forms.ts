import type { AttachedForm } from '@sangam/shared/news';
import type { Db } from '../../db/dialect.ts';

/**
 * The forms attached to some articles, by form id; an id without a form is absent (the article shows no form).
 * The forms feature has not landed on this branch yet: until it does, no attached form exists.
 * TODO(forms): answer `formSummariesByIds(db, ids)` from features/forms/form-summaries.ts once it is merged.
 */
export async function attachedFormsOf(_db: Db, _ids: readonly string[]): Promise<Map<string, AttachedForm>> {
  return new Map();
}
