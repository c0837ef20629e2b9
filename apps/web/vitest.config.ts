import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { catalogs } from './build/catalogs.ts';

export default defineConfig({
  plugins: [catalogs(), react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    // Vitest's default is one worker fewer than the cores (one on a 2-core machine); TEST_WORKERS sets it. Each file
    // keeps a process of its own: sharing one let a request retried by an earlier file's page (its backoff timer
    // still running) reach the next file's fetch mock, and a test that read the first request failed.
    maxWorkers: Number(process.env.TEST_WORKERS) || 2,
    // Page tests render the whole provider stack; leave room on a busy CI machine.
    testTimeout: 15_000,
  },
});
