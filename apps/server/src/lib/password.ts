import { hash as argon2, verify as argon2Verify } from '@node-rs/argon2';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { busy } from './http-error.ts';

// argon2id at the least memory of OWASP's equal settings (7 MiB, 5 passes, 1 lane): far cheaper per login than
// scrypt at OWASP's minimum (docs/PERFORMANCE.md). Stored in the PHC format; hashes made another way (scrypt, or
// older argon2id parameters) still verify with their own parameters and are replaced at the member's next login.
const ARGON2 = { memoryCost: 7_168, timeCost: 5, parallelism: 1 } as const;
const CURRENT = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

/**
 * Hashes run on libuv's thread pool beside the event loop: at most three at a time per process, which kept logins
 * as fast as pages under `npm run load` while the event loop keeps its share of the cores (docs/PERFORMANCE.md).
 * A login that would wait longer than `line.maxWaitMs` (the line's length times the recent time of a hash) is
 * answered 503 with Retry-After at once instead of timing out at the back of the line.
 */
const MAX_HASHING = 3;
export const line = { maxWaitMs: 8_000 };
let hashing = 0;
let recentHashMs = 20;
const waiting: (() => void)[] = [];

/**
 * The recent time of a hash after one more took `sampleMs`. One slow turn (a pause of the process) counts as at
 * most twice the estimate, so a moment's stall does not refuse logins; a lasting slowdown still shows within
 * fifteen turns.
 */
export const hashTimeAfter = (recentMs: number, sampleMs: number) =>
  0.8 * recentMs + 0.2 * Math.min(sampleMs, 2 * recentMs);

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < MAX_HASHING) hashing++;
  else if (((waiting.length + 1) * recentHashMs) / MAX_HASHING > line.maxWaitMs) throw busy(2);
  else await new Promise<void>((resolve) => waiting.push(resolve));
  const started = performance.now();
  try {
    return await work();
  } finally {
    recentHashMs = hashTimeAfter(recentHashMs, performance.now() - started);
    // The turn passes straight to the next in line (the count stays), or the slot is freed.
    const next = waiting.shift();
    if (next) next();
    else hashing--;
  }
}

const normalized = (password: string) => password.normalize('NFKC');

export const hashPassword = (password: string): Promise<string> => inTurn(() => argon2(normalized(password), ARGON2));

/** A scrypt hash stored before argon2id: scrypt$N$r$p$salt$hash. */
function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  if (!salt || !hash) return Promise.resolve(false);
  const expected = Buffer.from(hash, 'base64url');
  const opts = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  return inTurn(
    () =>
      new Promise((resolve, reject) =>
        scrypt(normalized(password), Buffer.from(salt, 'base64url'), expected.length, opts, (err, key) =>
          err ? reject(err) : resolve(timingSafeEqual(key, expected)),
        ),
      ),
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  if (!stored.startsWith('$argon2id$')) return false;
  // A damaged stored hash matches no password (the package throws on one).
  return inTurn(() => argon2Verify(stored, normalized(password)).catch(() => false));
}

/** True when a stored hash was made another way than today's, so the next login should rehash. */
export const needsRehash = (stored: string): boolean => !stored.startsWith(CURRENT);

/** A fixed hash to verify against when the phone is unknown, so timing does not reveal which numbers exist. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(12).toString('hex')));
