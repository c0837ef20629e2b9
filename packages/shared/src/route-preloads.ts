/**
 * The file the web build writes beside index.html and the server reads: each member-facing route's pattern
 * ("/questions/:id") and the chunks its page needs beyond index.html's.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export type RoutePreloads = Record<string, string[]>;
