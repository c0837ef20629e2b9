import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

// Test files share their worker (vitest.config.ts) but not the app's modules: each file imports them afresh, so
// state a module keeps (health, throttles, session recovery, the language) starts clean in every file, as in the
// browser. Libraries from node_modules (React, Testing Library) stay loaded. The app's modules are therefore imported
// here only after the reset.
vi.resetModules();
const { NAMESPACE_OF_FEATURE } = await import('@sangam/shared/i18n/namespaces');
const { activateLanguage, loadNamespaces } = await import('../i18n/i18n.ts');

// Tests read the site in English (jsdom's language), with every web catalogue loaded.
beforeAll(async () => {
  await loadNamespaces(['common', ...Object.values(NAMESPACE_OF_FEATURE)]);
  await activateLanguage('en');
});

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
