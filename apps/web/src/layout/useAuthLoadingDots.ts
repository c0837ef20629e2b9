import { useEffect, useState } from 'react';
import { TIMING } from '@sangam/shared/limits';

/** The navbar's loading dots show while auth loads, but never longer than 3 s. */
export function useAuthLoadingDots(loading: boolean): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setTimedOut(true), TIMING.authLoadingTimeoutMs);
    return () => clearTimeout(timer);
  }, [loading]);
  return loading && !timedOut;
}
