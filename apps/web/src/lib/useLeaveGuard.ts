import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { holdHistorySteps } from './historyGuard.ts';

/** Where a held navigation was going: a path, or a step through the browser's history. */
type Held = { to: string } | { delta: number };

/** The router's history keeps each entry's position in history.state. */
const historyIndex = () => (window.history.state as { idx?: unknown } | null)?.idx;

/** A plain left click on a same-origin link that would open in this tab. */
function inAppLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!anchor || anchor.hasAttribute('download') || !['', '_self'].includes(anchor.target)) return null;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url : null;
}

/**
 * While `active`, leaving for another path waits for `proceed()` or `stay()`. It catches in-app links
 * (on the capture phase, before the router's own handler), the back and forward buttons (heard before the
 * router, see historyGuard.ts; undone, then replayed on proceed) and the page's own `leave(to)`; closing or
 * reloading the tab gets the browser's warning. React Router's useBlocker does this only in a data router, whose
 * code is 18 KB gzip more than the declarative router this app uses (see main.tsx).
 */
export function useLeaveGuard(active: boolean) {
  const navigate = useNavigate();
  const { key, pathname: here } = useLocation();
  const [held, setHeld] = useState<Held | null>(null);
  const released = useRef(false);

  useEffect(() => {
    if (!active) return;
    const at = historyIndex();
    let undoing = false;

    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      const url = inAppLink(event);
      if (!url || url.pathname === here) return;
      event.preventDefault();
      setHeld({ to: `${url.pathname}${url.search}${url.hash}` });
    };
    const releaseHistory = holdHistorySteps(() => {
      if (released.current) return false;
      if (undoing) {
        undoing = false;
        return true;
      }
      const now = historyIndex();
      if (window.location.pathname === here || typeof at !== 'number' || typeof now !== 'number') return false;
      undoing = true;
      window.history.go(at - now);
      setHeld({ delta: now - at });
      return true;
    });

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      releaseHistory();
    };
  }, [active, key, here]);

  const leave = useCallback(
    (to: string) => {
      if (active) setHeld({ to });
      else void navigate(to);
    },
    [active, navigate],
  );

  const proceed = useCallback(() => {
    if (!held) return;
    released.current = true;
    setHeld(null);
    if ('to' in held) void navigate(held.to);
    else window.history.go(held.delta);
  }, [held, navigate]);

  const stay = useCallback(() => setHeld(null), []);

  return { asking: held !== null, leave, proceed, stay };
}
