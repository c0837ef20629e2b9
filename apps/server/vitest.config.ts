import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file builds its own app on its own fresh database, so files run in parallel safely.
    pool: 'forks',
    testTimeout: 20_000,
  },
});
