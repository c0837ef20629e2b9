import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Declarative mode: the data router's code (loaders, fetchers, blockers) would be half the router's weight.
import { BrowserRouter } from 'react-router';
import '../index.css';
import { installHistoryGuard } from '../lib/historyGuard.ts';
import { installGlobalErrorHandlers } from './globalErrors.ts';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';

installGlobalErrorHandlers();
installHistoryGuard();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
