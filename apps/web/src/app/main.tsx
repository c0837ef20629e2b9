import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Declarative mode: the data router (loaders, lazy route modules, useBlocker, errorElement) is 18 KB gzip more
// (docs/PERFORMANCE.md), which would take the public pages past their 125 KB before the first paint.
import { BrowserRouter } from 'react-router';
import '../index.css';
import { siteSettingsQuery } from '../api/siteSettings.ts';
import { afterFirstPaint, startLanguage } from '../i18n/i18n.ts';
import { initialLanguage } from '../i18n/languageChoice.ts';
import { installHistoryGuard } from '../lib/historyGuard.ts';
// Chromium's install offer can come before the install code has loaded: this keeps it (a few bytes).
import '../pwa/keepInstallPrompt.ts';
import { installGlobalErrorHandlers } from './globalErrors.ts';
import { Providers } from './providers.tsx';
import { createQueryClient } from './queryClient.ts';
import { AppRoutes, preloadRoute } from './router.tsx';

installGlobalErrorHandlers();
installHistoryGuard();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const render = () => {
  createRoot(root).render(
    <StrictMode>
      <Providers client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
  whenPainted(() => {
    afterFirstPaint();
    // The offline line, the update bar and the service worker (pwa/start.tsx).
    void import('../pwa/start.tsx');
  });
};

/**
 * Runs `then` in a task of its own once the browser has painted the page's first content (the rest of the
 * catalogues come then, not in the way of the first paint); after 3 s where paint timing is missing.
 */
function whenPainted(then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    setTimeout(then);
  };
  setTimeout(once, 3_000);
  try {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // An older browser without paint timing: the timer above does it.
  }
}

// The page's code is on its way already (the server lists it in the HTML as modulepreload links), and its data is
// asked for now, beside it. Waiting for them draws the page whole in the first render, instead of "Loading...", then
// skeletons, then the page: on a slow phone each was a long task of its own. On a slow connection the skeletons show
// after a short moment, as before. The footer's site details are asked for too, but not waited for: the footer is
// drawn after the first paint (RootLayout).
const FIRST_DRAW_WAIT_MS = 500;
// The words come first: nothing is drawn before the layout's catalogue in the reader's language is here.
void queryClient.prefetchQuery(siteSettingsQuery());
const language = initialLanguage();
// Should the Hindi words not arrive (a dropped signal), the page still draws, in English, rather than not at all.
const words = startLanguage(language).catch(() => (language === 'en' ? undefined : startLanguage('en')));
void Promise.all([
  words,
  Promise.race([
    preloadRoute(new URL(window.location.href), queryClient),
    new Promise((done) => setTimeout(done, FIRST_DRAW_WAIT_MS)),
  ]).catch(() => undefined),
])
  .catch(() => undefined)
  .then(render);
