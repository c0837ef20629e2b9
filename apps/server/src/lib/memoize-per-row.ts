/**
 * What is worked out of a row, kept beside it. Cached pages (`cachedRows`, lib/paging.ts) hand the same frozen rows to
 * every request until the data changes, so a value parsed from a row's columns is worked out once per read instead
 * of once per reply. A row read afresh is a new object, and its values are worked out again.
 */
export function memoizePerRow<R extends object, T>(compute: (row: R) => T): (row: R) => T {
  const values = new WeakMap<R, { value: T }>();
  return (row) => {
    let kept = values.get(row);
    if (!kept) values.set(row, (kept = { value: compute(row) }));
    return kept.value;
  };
}
