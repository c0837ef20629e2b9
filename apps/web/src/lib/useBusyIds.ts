import { useCallback, useState } from 'react';

/** The rows whose change is on its way to the server (their buttons wait meanwhile). */
export function useBusyIds() {
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const setBusy = useCallback(
    (id: string, busy: boolean) =>
      setBusyIds((ids) => {
        const next = new Set(ids);
        if (busy) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  return { busyIds, setBusy };
}
