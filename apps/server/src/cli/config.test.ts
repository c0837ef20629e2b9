import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newVapidKeys } from '../config.ts';
import { cliOn } from '../test/cli.ts';
import { CliError } from './cli-error.ts';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'sangam-cli-config-'));
const vapid = newVapidKeys();

/** Every secret a production site sets, each a value that must never be printed. */
const SECRETS = {
  JWT_SECRET: 'jwt-secret-0123456789-0123456789-abcdef',
  ADMIN_PASSWORD: 'admin-password-never-shown',
  PAYMENT_KEY_SECRET: 'razorpay-key-secret-42',
  PAYMENT_WEBHOOK_SECRET: 'razorpay-webhook-secret-42',
  MSG91_AUTH_KEY: 'msg91-auth-key-secret',
  WHATSAPP_TOKEN: 'whatsapp-token-secret',
  VAPID_PRIVATE_KEY: vapid.privateKey,
  METRICS_TOKEN: 'metrics-token-never-shown',
};
const PASSWORDS_IN_URLS = ['db-password-xyz', 'redis-password-xyz', 'smtp-password-xyz'];

const production = (overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  ...SECRETS,
  DATA_DIR: dataDir(),
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://sangam.example.org',
  DATABASE_URL: `postgres://sangam:${PASSWORDS_IN_URLS[0]}@db.example:5432/sangam`,
  REDIS_URL: `redis://:${PASSWORDS_IN_URLS[1]}@redis.example:6379`,
  SMTP_URL: `smtps://mailer:${PASSWORDS_IN_URLS[2]}@mail.example:465`,
  ADMIN_PHONE: '9876543210',
  PAYMENT_PROVIDER: 'razorpay',
  PAYMENT_KEY_ID: 'rzp_live_sangam',
  MESSAGE_PROVIDER: 'msg91,whatsapp',
  MSG91_SENDER_ID: 'SANGAM',
  MSG91_OTP_TEMPLATE_ID: 'otp-template',
  WHATSAPP_PHONE_NUMBER_ID: '1234567890',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  TRUST_PROXY: '1',
  ...overrides,
});

const check = async (env: NodeJS.ProcessEnv) => {
  const cli = cliOn(undefined, env);
  const outcome = await cli.run(['config', 'check']).then(
    () => undefined,
    (error: Error) => error,
  );
  return { text: cli.output.join('\n'), error: outcome };
};

describe('sangam config check', () => {
  it('prints every setting with secrets masked, and passes a complete production configuration', async () => {
    const { text, error } = await check(production());
    expect(error).toBeUndefined();
    for (const secret of [...Object.values(SECRETS), ...PASSWORDS_IN_URLS]) expect(text).not.toContain(secret);
    expect(text).toMatch(/jwtSecret\s+\*{8} \(set\)/);
    expect(text).toMatch(/databaseUrl\s+postgres:\/\/sangam:\*{8}@db\.example:5432\/sangam/);
    expect(text).toMatch(/publicUrl\s+https:\/\/sangam\.example\.org/);
    expect(text).toMatch(/trustProxy\s+1/);
    expect(text).toMatch(/metricsToken\s+\*{8} \(set\)/);
    expect(text).toContain('Nothing required for production is missing.');
    expect(text).not.toContain('missing ');
  });

  it('masks a password given as a query parameter of an address', async () => {
    const { text } = await check(
      production({
        DATABASE_URL: `postgres://sangam@db.example/sangam?sslmode=require&password=${PASSWORDS_IN_URLS[0]}`,
      }),
    );
    expect(text).not.toContain(PASSWORDS_IN_URLS[0]);
    expect(text).toMatch(/databaseUrl\s+postgres:\/\/sangam@db\.example\/sangam\?sslmode=require&password=\*{8}/);
  });

  it('names what production lacks, exits 1, and says when TRUST_PROXY is unset', async () => {
    const env = { DATA_DIR: dataDir() };
    const { text, error } = await check(env);
    expect(error?.message).toBe('Missing for production: PUBLIC_URL, PAYMENT_PROVIDER, MESSAGE_PROVIDER, SMTP_URL');
    expect(text).toContain(
      'missing PUBLIC_URL: not set: links in messages, mail and push point to http://localhost:3000',
    );
    expect(text).toContain('missing PAYMENT_PROVIDER: not set: premium is paid through the offline test provider');
    expect(text).toContain('note    TRUST_PROXY: unset');
    expect(text).toMatch(/metricsToken\s+\(unset\)/);
    expect(text).toContain('note    BACKUP_DIR: not set: no daily backup is made');
    // The secrets made and kept in DATA_DIR stay as secret as those of the environment.
    for (const file of ['jwt-secret', 'payment-key-secret', 'payment-webhook-secret'])
      expect(text).not.toContain(readFileSync(path.join(env.DATA_DIR, file), 'utf8').trim());
    const { privateKey } = JSON.parse(readFileSync(path.join(env.DATA_DIR, 'vapid-keys.json'), 'utf8')) as {
      privateKey: string;
    };
    expect(text).not.toContain(privateKey);
  });

  it('says a bad value the way the server does, with nothing else', async () => {
    const { text, error } = await check(production({ PORT: 'eighty' }));
    expect(error).toBeInstanceOf(CliError);
    expect(error?.message).toBe('Invalid configuration:\n  PORT: must be a port number');
    expect(text).toBe('');
  });
});
