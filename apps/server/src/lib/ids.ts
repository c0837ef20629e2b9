import { randomBytes, randomInt } from 'node:crypto';

/** Opaque, unguessable record id (96 random bits, hex). */
export const newId = () => randomBytes(12).toString('hex');

// No 0/O or 1/I: codes are read aloud and typed from WhatsApp messages.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReferralCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
