import type { AttachedForm } from '@sangam/shared/news';
import type { Db } from '../../db/dialect.ts';
// The forms feature publishes this one read for news (agreed with its owner); it is a query, not an internal.
// eslint-disable-next-line no-restricted-imports
import { formSummariesByIds } from '../forms/form-summaries.ts';

/** The forms attached to some articles, by form id; an id without a form (deleted, mistyped) is absent. */
export const attachedFormsOf = (db: Db, ids: readonly string[]): Promise<Map<string, AttachedForm>> =>
  formSummariesByIds(db, [...ids]);
