import { useSyncExternalStore } from 'react';

const supported = () => typeof window.matchMedia === 'function';

/** Whether a CSS media query matches now, kept current; `fallback` where the browser cannot tell (tests). */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!supported()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (supported() ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
