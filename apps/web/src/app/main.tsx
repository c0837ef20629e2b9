import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM RouterProvider supports flushSync navigations (see auth/useLogoutAndLeave).
import { RouterProvider } from 'react-router/dom';
import '../index.css';
import { installGlobalErrorHandlers } from './globalErrors.ts';
import { Providers } from './providers.tsx';
import { router } from './router.tsx';

installGlobalErrorHandlers();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
