import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { memberRoutes } from './routePreloads.ts';

describe('memberRoutes', () => {
  it("finds every member-facing route of the app's router with its page module", () => {
    const routes = memberRoutes(readFileSync(path.resolve(import.meta.dirname, '../src/app/router.tsx'), 'utf8'));
    const moduleOf = new Map(routes.map((route) => [route.path, route.module]));
    expect(moduleOf.get('/')).toBe('../features/home/pages/HomePage.tsx');
    expect(moduleOf.get('/latest-events')).toBe('../features/news/pages/NewsListPage.tsx');
    expect(moduleOf.get('/questions/:id')).toBe('../features/questions/pages/QuestionDetailPage.tsx');
    expect(moduleOf.get('/forms/:slug')).toBe('../features/forms/pages/FormFillerPage.tsx');
    expect(moduleOf.get('/directory')).toBe('../features/directory/pages/DirectoryPage.tsx');
    for (const page of ['/matrimonial', '/login', '/service-listings/:id', '/services/jobs', '/profile']) {
      expect(moduleOf.has(page), page).toBe(true);
    }
    // Redirects render no page of their own.
    expect(moduleOf.has('/pricing')).toBe(false);
  });
});
