import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AccountStatusGate } from '../auth/AccountStatusGate.tsx';
import { SessionProvider } from '../auth/SessionProvider.tsx';
import { PageStatus } from '../components/ui/PageStatus.tsx';
import { AfterFirstDraw, AfterShell } from './AfterFirstDraw.tsx';
import { CONSENT_BANNER_ID } from './consentBannerId.ts';
import { MobileBottomBar } from './MobileBottomBar.tsx';
import { Navbar } from './Navbar.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { ServerStatusBanner } from './ServerStatusBanner.tsx';
import { useT } from '../i18n/useT.ts';

// Drawn after the first paint (AfterFirstDraw), so its code is fetched then too, not before the first paint.
const Footer = lazy(() => import('./Footer.tsx').then((m) => ({ default: m.Footer })));

/**
 * The shell around every page. The session lives here so it can navigate (login redirects). `bell`: the navbar's
 * notification bell, which app/ hands in (shared code does not import features).
 */
export function RootLayout({ bell }: { bell?: ReactNode }) {
  const t = useT();
  return (
    <SessionProvider>
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('common.layout.skipToContent')}
      </a>
      <div className="flex min-h-screen flex-col">
        {/* Printed pages (receipts) carry only their content. */}
        <div className="print:hidden">
          <Navbar bell={bell} />
          <ServerStatusBanner />
          {/* The re-consent banner (auth/ConsentBannerSlot.tsx, drawn by the footer's code after the first paint). */}
          <div id={CONSENT_BANNER_ID} />
          {/* "Member blocked." after Block took the member back: safety/notice.ts writes it here. */}
          <div id="safety-notice" role="status" />
        </div>
        {/* The footer waits with the page: drawn while the page loads, it would then be pushed down the screen. */}
        <Suspense
          fallback={
            <main id="main" className="flex-1">
              <PageStatus text={t('common.layout.loading')} />
            </main>
          }
        >
          <AfterShell>
            <main id="main" className="flex-1">
              <AccountStatusGate>
                <Outlet />
              </AccountStatusGate>
            </main>
            <div className="print:hidden">
              <AfterFirstDraw>
                <Suspense fallback={null}>
                  <Footer />
                </Suspense>
              </AfterFirstDraw>
            </div>
          </AfterShell>
        </Suspense>
      </div>
      <div className="print:hidden">
        <MobileBottomBar />
      </div>
    </SessionProvider>
  );
}
