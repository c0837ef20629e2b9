import type { ReactNode } from 'react';
import type { User } from '@sangam/shared/user';
import { mockFetch, type MockReply } from './fetchMock.ts';
import { renderWithApp } from './renderWithApp.tsx';

/** A page test's own answers; undefined leaves the request to the default (an empty JSON object). */
export type PageRoute = (
  url: string,
  init: RequestInit,
) => MockReply | Promise<MockReply> | 'network-error' | undefined;

/**
 * Renders `page` inside the app's providers as `viewer` sees it: signed in (a token, and GET /api/profile/me
 * answering `viewer`) unless `viewer` is null, with fetch answered by `route` and `{}` for what it leaves.
 */
export function renderPage(
  page: ReactNode,
  {
    viewer,
    route = () => undefined,
    ...where
  }: { viewer: User | null; route?: PageRoute } & Parameters<typeof renderWithApp>[1],
) {
  if (viewer) localStorage.setItem('token', 'tok');
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/profile/me' && (init.method ?? 'GET') === 'GET') return { body: { user: viewer } };
    return route(url, init) ?? { body: {} };
  });
  return { fetchMock, ...renderWithApp(page, where) };
}

/** A list reply of one page: `rows` under `key`, then `extra` fields, then the paging block. */
export function listReply(
  key: string,
  rows: unknown[],
  { limit = 20, pages = 1, ...extra }: { limit?: number; pages?: number } & Record<string, unknown> = {},
): MockReply {
  return { body: { [key]: rows, ...extra, pagination: { page: 1, limit, total: rows.length, pages } } };
}
