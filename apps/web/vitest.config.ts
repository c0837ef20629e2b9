import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { catalogs } from './build/catalogs.ts';

/** This config's folder, wherever vitest is started from. */
const here = path.dirname(fileURLToPath(import.meta.url));

const include = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];
// Test files share their worker process instead of starting one each (which cost more CPU than the tests): the
// app's own modules are still imported afresh for every file (src/test/setup.ts resets them). Files that replace a
// module with vi.mock keep a process of their own.
const mocking = ['src', 'build'].flatMap((folder) =>
  readdirSync(path.join(here, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`)
    .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(here, file), 'utf8'))),
);

export default defineConfig({
  plugins: [catalogs(), react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Vitest's default is one worker fewer than the cores (one on a 2-core machine); TEST_WORKERS sets it.
    maxWorkers: Number(process.env.TEST_WORKERS) || 2,
    // Page tests render the whole provider stack; leave room on a busy CI machine.
    testTimeout: 15_000,
    projects: [
      { extends: true, test: { name: 'shared', include, exclude: mocking, isolate: false } },
      ...(mocking.length ? [{ extends: true as const, test: { name: 'isolated', include: mocking } }] : []),
    ],
  },
});
