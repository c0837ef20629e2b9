import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** This config's folder, wherever vitest is started from. */
const here = path.dirname(fileURLToPath(import.meta.url));

// Test files that replace a module with vi.mock need a module graph of their own; every other file shares its
// worker's modules (importing the app again for each of ~140 files cost more CPU than the tests themselves).
const mocking = readdirSync(path.join(here, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `src/${file}`)
  .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(here, file), 'utf8')));

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['src/test/check-cached-reads.ts'],
    globalSetup: ['src/test/temp-root.ts'],
    // Each file builds its own app on its own fresh database, so files run in parallel safely. Vitest's default is
    // one worker fewer than the cores (one on a 2-core machine); TEST_WORKERS sets it (scripts/test.mjs).
    pool: 'forks',
    maxWorkers: Number(process.env.TEST_WORKERS) || 2,
    // A hang guard, not a measure of speed: `npm test` runs this suite beside the journeys and the other lanes on two
    // cores, where a PostgreSQL restore (pg_restore, a process of its own) once took past 20 s.
    testTimeout: 60_000,
    // Building a fresh PostgreSQL schema runs every migration; on a busy machine that can take a while.
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'shared', include: ['src/**/*.test.ts'], exclude: mocking, isolate: false } },
      ...(mocking.length ? [{ extends: true as const, test: { name: 'isolated', include: mocking } }] : []),
    ],
  },
});
