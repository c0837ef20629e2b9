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
    // Page tests render the whole provider stack; leave room on a busy CI machine.
    testTimeout: 15_000,
  },
});
