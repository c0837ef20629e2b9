import { useSyncExternalStore } from 'react';

// The page's scroll offset as the last scroll event left it. Reading window.scrollY while rendering would make
// the browser lay the page out there and then, in the middle of drawing it: that was a fifth of a cheap phone's
// start-up work. A page opens at the top; a restored position arrives as a scroll event.
let scrollY = 0;
const listeners = new Set<() => void>();

function onScroll() {
  scrollY = window.scrollY;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) window.addEventListener('scroll', onScroll, { passive: true });
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('scroll', onScroll);
  };
}

/** True once the page is scrolled further than `px` (navbar style at 20 px, scroll-to-top at 300 px). */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollY > px,
    () => false,
  );
}
