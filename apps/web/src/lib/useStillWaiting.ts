import { useEffect, useState } from 'react';

/** Slow data: after this long a waiting screen says it is still trying, so a member knows nothing froze. */
export const STILL_WAITING_MS = 3_000;

/** True once `waiting` has stayed true for STILL_WAITING_MS. */
export function useStillWaiting(waiting: boolean): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (!waiting) return;
    const timer = setTimeout(() => setLate(true), STILL_WAITING_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting && late;
}
