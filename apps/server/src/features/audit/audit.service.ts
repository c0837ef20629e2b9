/** What an audit row says of a personal value (phone, e-mail, address, password): that it changed, never the value. */
export const CHANGED = '(changed)';

type Changes = Record<string, [unknown, unknown]>;

/**
 * The fields of `after` whose values differ from `before`, as an audit row's `changes` ({ field: [before, after] }).
 * Fields named in `personal` are recorded as changed without their values. Undefined in `after` means "left as
 * it was" and is skipped; values are compared by their JSON.
 */
export function changesOf<T extends Record<string, unknown>>(
  before: Partial<T> | null | undefined,
  after: Partial<T>,
  { personal = [] }: { personal?: readonly string[] } = {},
): Changes {
  const changes: Changes = {};
  for (const [field, next] of Object.entries(after)) {
    if (next === undefined) continue;
    const previous = before ? (before as Record<string, unknown>)[field] : undefined;
    if (JSON.stringify(previous ?? null) === JSON.stringify(next ?? null)) continue;
    changes[field] = personal.includes(field) ? [CHANGED, CHANGED] : [previous ?? null, next ?? null];
  }
  return changes;
}

/** Who an audit row says acted: the admin's id and name as they were then. */
export type AuditActor = { id: string; name: string };

export const auditActor = (viewer: { user: { id: string; name: string } }): AuditActor => ({
  id: viewer.user.id,
  name: viewer.user.name,
});
