import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test/check-cached-reads.ts'],
    // Each file builds its own app on its own fresh database, so files run in parallel safely.
    pool: 'forks',
    testTimeout: 20_000,
    // Building a fresh PostgreSQL schema runs every migration; on a busy machine that can take a while.
    hookTimeout: 60_000,
  },
});
