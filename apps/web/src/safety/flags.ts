// The optional trust-and-safety fields of a view (issue 34), read from any record: `authorBlocked` on questions,
// answers and comments whose author the viewer blocked; `moderation` on the viewer's own hidden or removed items.

export type ModerationState = 'hidden' | 'removed';

/** Whether the viewer blocked the record's author (the server marks it; the record is still sent). */
export const isAuthorBlocked = (view: object): boolean =>
  'authorBlocked' in view && (view as { authorBlocked?: unknown }).authorBlocked === true;

/** The viewer's own item hidden by reports ('hidden') or removed by an admin ('removed'); null when shown. */
export function moderationOf(view: object): ModerationState | null {
  const state = 'moderation' in view ? (view as { moderation?: unknown }).moderation : undefined;
  return state === 'hidden' || state === 'removed' ? state : null;
}
