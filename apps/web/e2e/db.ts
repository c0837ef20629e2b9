// A shortcut for test set-up: a direct write to the e2e server's throw-away SQLite file (its directory comes from
// playwright.config.ts), so a journey gets a premium member without a purchase or the admin screens.
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect } from '@playwright/test';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function openTestDatabase() {
  const dir = process.env.SANGAM_E2E_DATA_DIR;
  if (!dir) throw new Error('SANGAM_E2E_DATA_DIR is not set: run through playwright.config.ts');
  const db = new Database(path.join(dir, 'sangam.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Makes a member premium for a year, as a purchase would. */
export function promoteToPremium(phoneNumber: string): void {
  const db = openTestDatabase();
  try {
    const result = db
      .prepare("UPDATE users SET plan_type = 'premium', premium_expires_at = ? WHERE phone_number = ?")
      .run(new Date(Date.now() + YEAR_MS).toISOString(), phoneNumber);
    expect(result.changes, `no user with phone ${phoneNumber}`).toBe(1);
  } finally {
    db.close();
  }
}
