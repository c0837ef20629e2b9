import type { RoutePreloads } from '@sangam/shared/route-preloads';

/**
 * The page's own scripts as modulepreload links in its HTML. The web build writes route-preloads.json (a
 * member-facing route's pattern, e.g. "/questions/:id", and the chunks its page needs beyond index.html's).
 * With the links a phone fetches the page's code alongside index.js, one round trip sooner, and the app does not
 * add them itself while it first renders.
 */
export function routePreloads(indexHtml: string, preloads: RoutePreloads): (url: string) => string {
  const withLinks = (files: string[]) =>
    indexHtml.replace('</head>', () =>
      files
        .map((file) => `  <link rel="modulepreload" crossorigin href="${file}">\n  `)
        .join('')
        .concat('</head>'),
    );
  const exact = new Map<string, string>();
  const patterns: { regex: RegExp; fixed: number; html: string }[] = [];
  for (const [route, files] of Object.entries(preloads)) {
    const segments = route.split('/').filter(Boolean);
    if (!segments.some((s) => s.startsWith(':'))) {
      exact.set(route, withLinks(files));
      continue;
    }
    const source = segments.map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    patterns.push({
      regex: new RegExp(`^/${source.join('/')}$`),
      fixed: segments.filter((s) => !s.startsWith(':')).length,
      html: withLinks(files),
    });
  }
  // As the router ranks them: a named path ("/forms/preview") before a parameter ("/forms/:slug").
  patterns.sort((a, b) => b.fixed - a.fixed);
  return (url) => {
    const pathname = url.replace(/\/+$/, '') || '/';
    return exact.get(pathname) ?? patterns.find((p) => p.regex.test(pathname))?.html ?? indexHtml;
  };
}
