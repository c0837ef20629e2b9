import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { NAMESPACE_OF_FEATURE } from '@sangam/shared/i18n/namespaces';
import { activateLanguage, loadNamespaces } from '../i18n/i18n.ts';

// Tests read the site in English (jsdom's language), with every web catalogue loaded.
beforeAll(async () => {
  await loadNamespaces(['common', ...Object.values(NAMESPACE_OF_FEATURE)]);
  await activateLanguage('en');
});

// findBy… and waitFor give up after 5 s, not 1 s: a hang guard, not a measure of speed. `npm test` runs these beside
// the server tests on two cores, where a page's first draw once took past a second.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling; pages scroll to the top on a new page of a list or when a view replaces a form.
beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));

// After every test: unmount what it drew, forget the session, and undo its fetch mocks and other stubbed
// globals and its fake timers, so no test file needs its own afterEach for these.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
