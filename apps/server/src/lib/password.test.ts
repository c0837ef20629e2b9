import { hash as argon2 } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { legacyHash } from '../test/passwords.ts';
import { BUSY_MESSAGE, type HttpError } from './http-error.ts';
import { hashPassword, hashTimeAfter, line, needsRehash, verifyPassword } from './password.ts';

describe('passwords (issue 9 item 2)', () => {
  it('are hashed with argon2id at 7 MiB, 5 passes, 1 lane, recorded in the hash', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('scrypt hashes stored before still verify with their own parameters and ask for a rehash', async () => {
    const old = legacyHash('correct horse');
    expect(await verifyPassword('correct horse', old)).toBe(true);
    expect(await verifyPassword('wrong horse', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('argon2id hashes at the 12 MiB, 3 passes used before verify and ask for a rehash', async () => {
    const before = await argon2('correct horse', { memoryCost: 12_288, timeCost: 3, parallelism: 1 });
    expect(await verifyPassword('correct horse', before)).toBe(true);
    expect(await verifyPassword('wrong horse', before)).toBe(false);
    expect(needsRehash(before)).toBe(true);
  });

  it('the same password in another Unicode form matches, and a stored value of no known kind never does', async () => {
    const hash = await hashPassword('ｐａｓｓ-café');
    expect(await verifyPassword('pass-cafe\u0301', hash)).toBe(true);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$v=19$m=12288,t=3,p=1$damaged')).toBe(false);
  });

  it('many logins at once all finish, taking turns on the thread pool', async () => {
    const hashes = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((p) => hashPassword(`pass-${p}`)));
    const checks = await Promise.all(hashes.map((h, i) => verifyPassword(`pass-${'abcde'[i]}`, h)));
    expect(checks).toEqual([true, true, true, true, true]);
    expect(await verifyPassword('pass-a', hashes[1]!)).toBe(false);
  });

  it('a login that would wait too long for its turn is told at once that the server is busy', async () => {
    const wait = line.maxWaitMs;
    line.maxWaitMs = 1; // no one may wait
    try {
      const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => hashPassword(`pass-${i}`)));
      const refused = results.filter((r) => r.status === 'rejected').map((r) => r.reason as HttpError);
      expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
      expect(refused.length).toBeGreaterThanOrEqual(6);
      for (const error of refused) {
        expect(error).toMatchObject({ statusCode: 503, message: BUSY_MESSAGE, headers: { 'retry-after': '2' } });
      }
    } finally {
      line.maxWaitMs = wait;
    }
    // The line empties: the next login hashes as usual.
    expect(await verifyPassword('x', await hashPassword('x'))).toBe(true);
  });

  it('one slow hash barely moves the expected wait; a lasting slowdown shows within fifteen turns', () => {
    expect(hashTimeAfter(10, 400)).toBeLessThanOrEqual(12);
    let recent = 10;
    for (let turn = 0; turn < 15; turn++) recent = hashTimeAfter(recent, 100);
    expect(recent).toBeGreaterThan(80);
  });
});
