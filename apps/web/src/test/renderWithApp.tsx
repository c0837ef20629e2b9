import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation, type Location } from 'react-router';
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

/** Hands each location the router lands on to the test. */
function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => {
    onChange(location);
  }, [location, onChange]);
  return null;
}

/** Renders one page inside the real providers (query client, router, session) at `path`. */
export function renderWithApp(
  page: ReactNode,
  {
    path,
    at,
    state,
    queryClient = createQueryClient(),
  }: {
    path: string;
    at?: string;
    /** history state of the first entry */
    state?: unknown;
    /** one the test filled beforehand (what the app starts with) */
    queryClient?: QueryClient;
  },
) {
  const [pathname, search] = (at ?? path).split('?');
  let current: Location | undefined;
  return {
    /** Where the app is now. */
    location: () => current!,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
          <LocationProbe onChange={(location) => (current = location)} />
          <Routes>
            <Route
              path="/"
              element={
                <SessionProvider>
                  <Outlet />
                </SessionProvider>
              }
            >
              <Route path={path.replace(/^\//, '')} element={page} />
              <Route path="profile" element={<Landing name="Profile" />} />
              <Route path="login" element={<Landing name="Login" />} />
              <Route index element={<Landing name="Home" />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
