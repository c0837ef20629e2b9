import { useEffect, useState } from 'react';

/** Slow data: after this long a waiting screen says it is still trying, so a member knows nothing froze. */
export const STILL_WAITING_MS = 3_000;

/** True once the calling component (a placeholder shown while waiting) has been on screen for STILL_WAITING_MS. */
export function useStillWaiting(): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), STILL_WAITING_MS);
    return () => clearTimeout(timer);
  }, []);
  return late;
}
