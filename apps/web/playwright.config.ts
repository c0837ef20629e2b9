// End-to-end tests: the built server (which also serves the built web app) on a throw-away SQLite
// database, driven by Debian's Chromium. Build first: `npm run build`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../scripts/chromium-flags.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3917);
const baseURL = `http://127.0.0.1:${PORT}`;

// The config is evaluated by the runner and again by every worker: create the data directory once
// and hand it down through the environment (global-teardown.ts removes it).
process.env.SANGAM_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-e2e-'));
// The app under test gets its own SQLite file, never a DATABASE_URL from the caller's shell; E2E_DATABASE_URL
// (a throw-away PostgreSQL database that scripts/test.mjs makes and drops) runs the same journeys on PostgreSQL.
delete process.env.DATABASE_URL;
const database: Record<string, string> = process.env.E2E_DATABASE_URL
  ? { DATABASE_URL: process.env.E2E_DATABASE_URL }
  : {};

const reporter: ReporterDescription[] = [['list']];
if (process.env.PW_JSON_OUTPUT_FILE) reporter.push(['json', { outputFile: process.env.PW_JSON_OUTPUT_FILE }]);

export default defineConfig({
  testDir: './e2e',
  // One folder per port: npm test runs the PostgreSQL journeys beside the SQLite ones, and each run empties its
  // output folder when it starts (the other's traces and screenshots would go).
  outputDir: `test-results/${PORT}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter,
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    headless: true,
    trace: 'on-first-retry',
    // The specs slow and cut the API with page.route, which a service worker's fetches would pass by: the PWA specs
    // allow it themselves (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: 'node ../server/dist/main.js',
    cwd: '.', // apps/web
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...database,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.SANGAM_E2E_DATA_DIR,
      SEED_DEMO: '0',
      ADMIN_PHONE: '9000000001',
      ADMIN_PASSWORD: 'admin-e2e-pass',
      PUBLIC_URL: baseURL,
      AUTH_IP_LIMIT: '0',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
      NODE_ENV: 'production',
      // The push spec's fake push service listens on 127.0.0.1 (over http), which production refuses otherwise.
      PUSH_TEST_SERVICE: 'loopback',
    },
  },
});
