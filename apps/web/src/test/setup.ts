import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Preact runs effects after the next frame, with a 100 ms timer in case no frame comes; a timer still pending when
// a file ends fired after jsdom's teardown and failed the run ("cancelAnimationFrame is not defined").
afterAll(() => new Promise((done) => setTimeout(done, 150)));
