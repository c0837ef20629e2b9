import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  // The app runs on Preact (vite.config.ts), so its tests do too. The libraries are bundled into the tests
  // (deps.inline) from their ES module builds, so that their imports of react reach the alias too.
  resolve: { alias: reactOnPreact, mainFields: ['module', 'main'], conditions: ['module', 'import'] },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    server: { deps: { inline: true } },
    // Page tests render the whole provider stack; leave room on a busy CI machine.
    testTimeout: 15_000,
  },
});
