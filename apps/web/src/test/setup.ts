import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

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
