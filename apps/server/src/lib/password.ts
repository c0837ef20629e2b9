import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt at OWASP's minimum: N=2^14, r=8, p=5 (the equal N=2^17, p=1 needs 128 MB per hash). Hashes made
// with older parameters are verified with their own and replaced on the member's next login.
const PARAMS = { N: 16_384, r: 8, p: 5 } as const;
const KEY_LENGTH = 64;

/**
 * scrypt runs on libuv's thread pool (4 threads), which also compresses replies and reads files: at most two
 * hashes at once, the others wait their turn, so a burst of logins never holds every thread (nor 16 MB each).
 */
const MAX_HASHING = 2;
let hashing = 0;
const waiting: (() => void)[] = [];

async function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  if (hashing >= MAX_HASHING) await new Promise<void>((resolve) => waiting.push(resolve));
  else hashing++;
  try {
    return await new Promise((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) =>
        err ? reject(err) : resolve(key),
      ),
    );
  } finally {
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
