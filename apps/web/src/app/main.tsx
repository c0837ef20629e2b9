import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Declarative mode: the data router's code (loaders, fetchers, blockers) would be half the router's weight.
import { BrowserRouter } from 'react-router';
import '../index.css';
import { installHistoryGuard } from '../lib/historyGuard.ts';
import { installGlobalErrorHandlers } from './globalErrors.ts';
import { Providers } from './providers.tsx';
import { AppRoutes, preloadRoute } from './router.tsx';

installGlobalErrorHandlers();
installHistoryGuard();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );

// The page's code is on its way already (the server lists it in the HTML as modulepreload links): waiting for it
// draws the page in the first render, instead of "Loading..." and then the page, which on a slow phone was a
// second long task. A page the HTML did not list waits no longer than a short moment.
void Promise.race([preloadRoute(window.location.pathname), new Promise((done) => setTimeout(done, 500))])
  .catch(() => undefined)
  .then(render);
