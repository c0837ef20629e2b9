import { useCallback, useSyncExternalStore } from 'react';

const supported = () => typeof window.matchMedia === 'function';

/** Whether a CSS media query matches now, kept current; `fallback` where the browser cannot tell (tests). */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  // One subscription per query: a new function each render would make React subscribe again every time.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!supported()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (supported() ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
