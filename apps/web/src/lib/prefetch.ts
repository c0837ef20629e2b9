import type { QueryClient } from '@tanstack/react-query';

/** Where the app starts: the route's parameters and the URL's query. */
export interface PageRequest {
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
}

/**
 * A page module's `prefetch` export: starts the queries the page's first render asks for, with the same keys, so
 * that they are on their way with the page's code instead of after its first paint (a component's queries start in
 * its effects). Resolves when they have answered; never rejects (a failed query shows on the page as usual).
 */
export type PrefetchData = (client: QueryClient, request: PageRequest) => Promise<unknown>;
