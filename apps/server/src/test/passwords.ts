import { randomBytes, scryptSync } from 'node:crypto';

/** A scrypt hash in the format stored before argon2id (with the p=1 used before issue 9). */
export const legacyHash = (password: string) => {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16_384, r: 8, p: 1 });
  return ['scrypt', 16_384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
};
