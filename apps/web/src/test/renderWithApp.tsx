import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '../app/queryClient.ts';
import { SessionProvider } from '../auth/SessionProvider.tsx';

/** Shows where the app navigated to, so tests can assert redirects. */
function Landing({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} page at {location.pathname}
      {location.search}
    </p>
  );
}

/** Renders one page inside the real providers (query client, router, session) at `path`. */
export function renderWithApp(
  page: ReactNode,
  { path, at, state }: { path: string; at?: string; /** history state of the first entry */ state?: unknown },
) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: path.replace(/^\//, ''), element: page },
          { path: 'profile', element: <Landing name="Profile" /> },
          { path: 'login', element: <Landing name="Login" /> },
          { index: true, element: <Landing name="Home" /> },
        ],
      },
    ],
    {
      initialEntries: [
        {
          pathname: (at ?? path).split('?')[0],
          search: (at ?? path).includes('?') ? `?${(at ?? path).split('?')[1]}` : '',
          state,
        },
      ],
    },
  );
  const queryClient = createQueryClient();
  return {
    router,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
