import type { QueryClient } from '@tanstack/react-query';
import { isValidElement, lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { appRoutes, type AppRoute, type RouteAccess } from '@sangam/shared/routes';
import { AdminRoute } from '../auth/AdminRoute.tsx';
import { ProtectedRoute } from '../auth/ProtectedRoute.tsx';
import { RootLayout } from '../layout/RootLayout.tsx';
import { ScreenErrorBoundary } from '../layout/ScreenErrorBoundary.tsx';
import type { PrefetchData } from '../lib/prefetch.ts';
import { NAMESPACE_OF_FEATURE } from '@sangam/shared/i18n/namespaces';
import type { Language } from '@sangam/shared/i18n/languages';
import { isPastFirstPaint, loadNamespaces, loadPageWords, type WordsLoader } from '../i18n/i18n.ts';
import { lazyPage } from './lazyPage.ts';
import { NavbarBell } from './NavbarBell.tsx';

type PageModule = Record<string, unknown> & { prefetch?: PrefetchData };

// Every page is its own chunk: a phone on mobile data downloads only the screen it opens.
const pageModules = import.meta.glob<PageModule>([
  '../features/*/pages/*Page.tsx',
  '../components/admin/SettingsTabs.tsx',
]);

const pages = new Map<string, ReturnType<typeof lazyPage<object>>>();

/** The page a route of routes.ts names (under src/): its module's export named as its file, HomePage.tsx's HomePage. */
export function pageOf(page: string) {
  let Page = pages.get(page);
  if (!Page) {
    const load = pageModules[`../${page}`];
    if (!load) throw new Error(`routes.ts names ${page}, which is not a page module`);
    const name = page.slice(page.lastIndexOf('/') + 1).replace(/\.tsx$/, '');
    // A feature's page brings its feature's catalogue, fetched beside its code.
    const namespace = NAMESPACE_OF_FEATURE[page.split('/')[1] ?? ''];
    Page = lazyPage(() => {
      // After the first paint a page's whole namespace comes beside its code; the first page waits only for the
      // words its modules name, which the server has already listed for preloading.
      const whole = namespace && isPastFirstPaint() ? loadNamespaces([namespace]) : undefined;
      return load().then(async (m) => {
        if (namespace) await (whole ?? loadPageWords(namespace, m.pageWords as Record<Language, WordsLoader>));
        return { default: m[name] as ComponentType<object>, prefetch: m.prefetch };
      });
    });
    pages.set(page, Page);
  }
  return Page;
}

// Page Not Found, with the words of common it needs, when a path matches no page: not on every page's first paint.
const NotFound = lazyPage(() =>
  Promise.all([import('../layout/NotFound.tsx'), loadNamespaces(['common']).catch(() => undefined)]).then(([m]) => ({
    default: m.NotFound,
  })),
);

const AdminLayout = lazyPage(() =>
  import('../features/admin/components/AdminLayout.tsx').then((m) => ({ default: m.AdminLayout })),
);

// The moderation queue's count beside its sidebar link, fetched only where the sidebar is drawn (for admins); without
// its code the sidebar goes on without it.
const ModerationBadge = lazy<ComponentType>(() =>
  import('../features/moderation/components/ModerationBadge.tsx').then(
    (m) => ({ default: m.ModerationBadge }),
    () => ({ default: () => null }),
  ),
);
const adminBadges = {
  '/admin/moderation': (
    <Suspense fallback={null}>
      <ModerationBadge />
    </Suspense>
  ),
};

/** The one page the table cannot say as data: the settings screen's tabs hold two other pages. */
function settingsTabs(SettingsTabs: ComponentType<{ tabs: unknown[] }>): ReactElement {
  const DirectorySettings = pageOf('features/directory/pages/DirectorySettingsPage.tsx');
  const SiteSettings = pageOf('features/site-settings/pages/SiteSettingsPage.tsx');
  return (
    <SettingsTabs
      tabs={[
        { id: 'directory', label: 'Directory', panel: <DirectorySettings /> },
        { id: 'site', label: 'Site', panel: <SiteSettings /> },
      ]}
    />
  );
}

/** /pricing arrives at /upgrade-membership with its query and history state (where to come back to). */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, state } = useLocation();
  return <Navigate to={{ pathname: to, search }} state={state} replace />;
}

function elementOf(route: AppRoute): ReactElement {
  if ('redirect' in route) return <RedirectKeepingQuery to={route.redirect} />;
  const Page = pageOf(route.page);
  if (route.page === 'components/admin/SettingsTabs.tsx') return settingsTabs(Page);
  return <Page {...route.props} />;
}

/** The routes of one access level under `parent`, whose own path becomes its index route. */
const routesOf = (parent: string, access: RouteAccess): RouteObject[] =>
  appRoutes
    .filter((route) => route.access === access)
    .map((route) =>
      route.path === parent
        ? { index: true, element: elementOf(route) }
        : { path: route.path, element: elementOf(route) },
    );

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <ScreenErrorBoundary>
        <RootLayout bell={<NavbarBell />} />
      </ScreenErrorBoundary>
    ),
    children: [
      ...routesOf('/', 'public'),
      { element: <ProtectedRoute />, children: routesOf('/', 'member') },
      {
        path: '/admin',
        element: <AdminLayout badges={adminBadges} />,
        children: [
          // The spec sends non-admins from these to / (the other admin screens say Access Denied).
          { element: <AdminRoute redirectNonAdmins />, children: routesOf('/admin', 'admin-or-home') },
          { element: <AdminRoute />, children: routesOf('/admin', 'admin') },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** Fetches the pages a URL draws (most often one) and starts their data, so that the first render has both. */
export function preloadRoute(url: URL, client: QueryClient): Promise<unknown> {
  const pages = (matchRoutes(routes, url.pathname) ?? []).map(({ route, params }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    const preload = type && (typeof type === 'function' || typeof type === 'object') && Reflect.get(type, 'preload');
    if (typeof preload !== 'function') return undefined;
    return (preload as () => Promise<{ prefetch?: PrefetchData }>)().then((page) =>
      page.prefetch?.(client, { params, searchParams: url.searchParams }),
    );
  });
  return Promise.all(pages);
}
