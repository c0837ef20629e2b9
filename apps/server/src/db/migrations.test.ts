import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import landed from './migrations/landed.json' with { type: 'json' };

// A migration that has run on someone's database must never change: add a new one instead.
// landed.json holds the SHA-256 of every migration file; a new migration adds its line there when it lands.
// One re-recorded hash: 2026112330_privacy_and_directory (was f68b1d97...) imported lib/member-facets.ts, so a
// change to the library would have changed history; the functions it used were copied into it unchanged (same
// effect on every database) and its hash recorded again. ESLint now refuses a migration importing lib/ or features/.
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const files = readdirSync(folder).filter((name) => name.endsWith('.ts'));
const sha256 = (name: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(folder, name)))
    .digest('hex');
const hashes: Record<string, string> = landed;

describe('landed migrations', () => {
  it.each(files)('%s is recorded in landed.json and unchanged since', (file) => {
    const name = file.replace(/\.ts$/, '');
    const actual = sha256(file);
    expect(hashes[name], `add "${name}": "${actual}" to migrations/landed.json`).toBeDefined();
    expect(actual, `${file} was edited after it landed: restore it and add a new migration`).toBe(hashes[name]);
  });

  it('every recorded migration still exists', () => {
    expect(Object.keys(hashes).sort()).toEqual(files.map((f) => f.replace(/\.ts$/, '')).sort());
  });
});
