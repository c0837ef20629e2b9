import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals short secrets kept for a while in the database (a one-time code waiting in the outbox for a retry) with
 * AES-256-GCM under a key derived from the server's secret: a copy of the database alone does not give them away.
 */
export class Sealer {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = createHash('sha256').update(`${purpose}:${secret}`).digest();
  }

  seal(text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return `sealed:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The text, or the input unchanged when it was never sealed. Throws when it was sealed under another key. */
  open(value: string): string {
    if (!value.startsWith('sealed:')) return value;
    const raw = Buffer.from(value.slice('sealed:'.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
