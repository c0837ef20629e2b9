import { useEffect, useState } from 'react';

/**
 * A short-lived message ("Link copied"): it clears itself after `ms`. Give it the text in the language shown
 * (t(...) or say() of a message id).
 */
export function useNotice(ms: number) {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), ms);
    return () => clearTimeout(timer);
  }, [notice, ms]);
  return [notice, setNotice] as const;
}
