import fs from 'node:fs';
import path from 'node:path';

/** Removes the throw-away data directory that playwright.config.ts created for this run. */
export default function globalTeardown(): void {
  const dir = process.env.SANGAM_E2E_DATA_DIR;
  if (dir && path.basename(dir).startsWith('sangam-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
