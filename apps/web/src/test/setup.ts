import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// After every test: unmount what it drew, forget the session, and undo its fetch mocks and other stubbed
// globals and its fake timers, so no test file needs its own afterEach for these.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
