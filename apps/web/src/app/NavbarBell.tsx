import { lazy, Suspense, type ComponentType } from 'react';
import { useSession } from '../auth/sessionContext.ts';
import { loadNamespaces } from '../i18n/i18n.ts';
import { AfterFirstDraw } from '../layout/AfterFirstDraw.tsx';

// The notifications feature's bell, fetched with its words once the page has painted: neither is in the way of the
// first paint. Should its code not arrive (no signal), the navbar goes on without it rather than failing.
const Bell = lazy<ComponentType>(() =>
  Promise.all([
    import('../features/notifications/components/NotificationBell.tsx'),
    loadNamespaces(['notifications']).catch(() => undefined),
  ]).then(
    ([m]) => ({ default: m.NotificationBell }),
    () => ({ default: () => null }),
  ),
);

/** The navbar's bell for a signed-in, active member; its 44 px place is kept while it loads, so nothing moves. */
export function NavbarBell() {
  const { user } = useSession();
  if (!user || user.accountStatus !== 'active') return null;
  return (
    <span className="inline-flex size-11 shrink-0">
      <AfterFirstDraw>
        <Suspense fallback={null}>
          <Bell />
        </Suspense>
      </AfterFirstDraw>
    </span>
  );
}
