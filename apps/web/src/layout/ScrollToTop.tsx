import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { TIMING } from '@sangam/shared/limits';

/**
 * New pages start at the top, except when navigations come faster than 300 ms apart
 * (redirect chains, double taps) or the member went back/forward (the browser restores).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const lastNavigationAt = useRef(0);

  useEffect(() => {
    const now = Date.now();
    const rapid = now - lastNavigationAt.current < TIMING.rapidNavigationMs;
    lastNavigationAt.current = now;
    if (!rapid && navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  return null;
}
