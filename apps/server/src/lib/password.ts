import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { busy } from './http-error.ts';

// scrypt at OWASP's minimum: N=2^14, r=8, p=5 (the equal N=2^17, p=1 needs 128 MB per hash). Hashes made
// with older parameters are verified with their own and replaced on the member's next login.
const PARAMS = { N: 16_384, r: 8, p: 5 } as const;
const KEY_LENGTH = 64;

/**
 * A hash takes about 230 ms of a core. scrypt runs on libuv's thread pool, beside the event loop that serves
 * every other request: one hash at a time per server process, so a burst of logins takes at most one core per
 * process and never starves the pages. A login that would wait longer than `line.maxWaitMs` for its turn (the
 * line's length times the recent time of a hash, which grows on a busy machine) is answered 503 with
 * Retry-After at once (the sign-in form says the server is busy) instead of timing out at the back of the line.
 */
const MAX_HASHING = 1;
export const line = { maxWaitMs: 8_000 };
let hashing = 0;
let recentHashMs = 250;
const waiting: (() => void)[] = [];

async function turn(): Promise<void> {
  if (hashing < MAX_HASHING) hashing++;
  else if ((waiting.length + 1) * recentHashMs > line.maxWaitMs) throw busy(2);
  else await new Promise<void>((resolve) => waiting.push(resolve));
}

async function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  await turn();
  const started = performance.now();
  try {
    return await new Promise((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) =>
        err ? reject(err) : resolve(key),
      ),
    );
  } finally {
    recentHashMs = 0.8 * recentHashMs + 0.2 * (performance.now() - started);
    // The turn passes straight to the next in line (the count stays), or the slot is freed.
    const next = waiting.shift();
    if (next) next();
    else hashing--;
  }
}

/** Format: scrypt$N$r$p$salt$hash, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when a stored hash was made with other parameters than today's, so the next login should rehash. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== PARAMS.N || Number(r) !== PARAMS.r || Number(p) !== PARAMS.p;
}

/** A fixed hash to verify against when the phone is unknown, so timing does not reveal which numbers exist. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(12).toString('hex')));
