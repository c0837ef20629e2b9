// The flags every headless run of Debian's Chromium gets: the Playwright journeys (apps/web/playwright.config.ts)
// and Lighthouse (scripts/lighthouse.mjs). No sandbox (containers run as root), no GPU, and none of the browser's
// own background traffic (updates, sync, first-run pages) to disturb a measurement.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
