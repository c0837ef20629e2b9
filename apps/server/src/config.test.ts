import { describe, expect, it } from 'vitest';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { loadConfig, newVapidKeys } from './config.ts';

const keyPair = () => {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return [publicKey, privateKey] as const;
};
const dir = () => mkdtempSync(path.join(os.tmpdir(), 'sangam-config-'));

describe('loadConfig', () => {
  it('has defaults and keeps a generated JWT secret in DATA_DIR', () => {
    const dataDir = dir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      seedDemo: true,
      authIpLimit: 100,
      trustProxy: false,
      databaseUrl: undefined,
    });
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('says clearly which value is wrong', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), PORT: 'abc' })).toThrow(/PORT: must be a port number/);
    expect(() => loadConfig({ DATA_DIR: dir(), DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must start with postgres/,
    );
    expect(() => loadConfig({ DATA_DIR: dir(), ADMIN_PHONE: '9000000001' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ DATA_DIR: dir(), SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('reads the switches', () => {
    const config = loadConfig({
      DATA_DIR: dir(),
      SEED_DEMO: '0',
      AUTH_IP_LIMIT: '0',
      TRUST_PROXY: '1',
      ADMIN_PHONE: '9000000001',
      ADMIN_PASSWORD: 'long-admin-secret',
      PUBLIC_URL: 'https://sangam.example.org/',
      REDIS_URL: 'redis://127.0.0.1:6379/2',
    });
    expect(config).toMatchObject({
      seedDemo: false,
      authIpLimit: 0,
      trustProxy: 1,
      admin: { phone: '9000000001', password: 'long-admin-secret' },
      publicUrl: 'https://sangam.example.org',
      redisUrl: 'redis://127.0.0.1:6379/2',
    });
  });

  it('WEB_CONCURRENCY: one process per core by default, one under NODE_ENV=test, a bad value named', () => {
    expect(loadConfig({ DATA_DIR: dir() }).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ DATA_DIR: dir(), NODE_ENV: 'test' }).webConcurrency).toBe(1);
    expect(loadConfig({ DATA_DIR: dir(), WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(loadConfig({ DATA_DIR: dir(), WEB_CONCURRENCY: '' }).webConcurrency).toBe(os.availableParallelism());
    for (const bad of ['0', '-2', '1.5', 'many', '65'])
      expect(() => loadConfig({ DATA_DIR: dir(), WEB_CONCURRENCY: bad })).toThrow(/WEB_CONCURRENCY: must/);
  });

  it('MAX_IN_FLIGHT: 256 by default, 0 turns the limit off', () => {
    expect(loadConfig({ DATA_DIR: dir() }).maxInFlight).toBe(256);
    expect(loadConfig({ DATA_DIR: dir(), MAX_IN_FLIGHT: '0' }).maxInFlight).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dir(), MAX_IN_FLIGHT: 'x' })).toThrow(/MAX_IN_FLIGHT: must be a number/);
  });

  it('METRICS_TOKEN: unset by default; 16 or more printable characters', () => {
    expect(loadConfig({ DATA_DIR: dir() }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir(), METRICS_TOKEN: 'x'.repeat(16) }).metricsToken).toBe('x'.repeat(16));
    expect(() => loadConfig({ DATA_DIR: dir(), METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
    expect(() => loadConfig({ DATA_DIR: dir(), METRICS_TOKEN: 'has a space in it, long' })).toThrow(
      /METRICS_TOKEN: must be printable characters without spaces/,
    );
  });

  it('CACHE_MB: 16 by default, 0 keeps nothing', () => {
    expect(loadConfig({ DATA_DIR: dir() }).cacheBytes).toBe(16 * 1024 * 1024);
    expect(loadConfig({ DATA_DIR: dir(), CACHE_MB: '0' }).cacheBytes).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dir(), CACHE_MB: '-1' })).toThrow(/CACHE_MB/);
  });

  it('BODY_TIMEOUT: 10 seconds by default, whole seconds from 1 to 300', () => {
    expect(loadConfig({ DATA_DIR: dir() }).bodyTimeoutMs).toBe(10_000);
    expect(loadConfig({ DATA_DIR: dir(), BODY_TIMEOUT: '30' }).bodyTimeoutMs).toBe(30_000);
    for (const bad of ['0', '1.5', 'x', '301'])
      expect(() => loadConfig({ DATA_DIR: dir(), BODY_TIMEOUT: bad })).toThrow(/BODY_TIMEOUT: must/);
  });

  it('TRUST_PROXY takes a hop count or proxy addresses, never "trust everyone"', () => {
    const trust = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: dir(), TRUST_PROXY }).trustProxy;
    expect(trust('0')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.1.0.0/16,fd00::/8, loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', 'yes', '*', '10.0.0.0/33', 'proxy.example.org'])
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: must be a hop count or a list of proxy addresses/);
  });

  it('PUBLIC_URL: the site address, required in production, localhost in development', () => {
    expect(loadConfig({ DATA_DIR: dir(), PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(() => loadConfig({ DATA_DIR: dir(), NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: must be set/);
    for (const bad of ['sangam.example.org', 'ftp://sangam.example.org', 'https://sangam.example.org/app'])
      expect(() => loadConfig({ DATA_DIR: dir(), PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ DATA_DIR: dir(), REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL: must start/);
  });

  it('refuses an admin password shorter than 12 characters', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), ADMIN_PHONE: '9000000001', ADMIN_PASSWORD: 'secret1' })).toThrow(
      /ADMIN_PASSWORD: must be at least 12 characters/,
    );
  });

  it('creates the data directory readable by the server alone', () => {
    const dataDir = path.join(dir(), 'nested', 'data');
    loadConfig({ DATA_DIR: dataDir });
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const open = dir();
    chmodSync(open, 0o755);
    loadConfig({ DATA_DIR: open });
    expect(statSync(open).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(open, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('uses the test payment provider with secrets kept in DATA_DIR unless Razorpay is configured', () => {
    const dataDir = dir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.payments).toMatchObject({ provider: 'test', keyId: 'rzp_test_sangam_offline' });
    expect(readFileSync(path.join(dataDir, 'payment-key-secret'), 'utf8')).toBe(config.payments.keySecret);
    expect(loadConfig({ DATA_DIR: dataDir }).payments.webhookSecret).toBe(config.payments.webhookSecret);
    expect(loadConfig({ DATA_DIR: dataDir, PAYMENT_KEY_SECRET: 'from-the-env' }).payments.keySecret).toBe(
      'from-the-env',
    );
  });

  it('makes a VAPID key pair once into DATA_DIR, readable by the server alone, unless both keys are set', () => {
    const dataDir = dir();
    const { push } = loadConfig({ DATA_DIR: dataDir });
    expect(Buffer.from(push.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(push.privateKey, 'base64url')).toHaveLength(32);
    const file = path.join(dataDir, 'vapid-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ publicKey: push.publicKey, privateKey: push.privateKey });
    expect(loadConfig({ DATA_DIR: dataDir }).push).toEqual(push);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('vapid'))).toEqual(['vapid-keys.json']);

    const given = webpush.generateVAPIDKeys();
    expect(
      loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: given.publicKey, VAPID_PRIVATE_KEY: given.privateKey }).push,
    ).toMatchObject(given);
  });

  it('needs both VAPID keys or neither, each a key of the right length', () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    expect(() => loadConfig({ DATA_DIR: dir(), VAPID_PUBLIC_KEY: publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: is required with VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ DATA_DIR: dir(), VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: is required with VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ DATA_DIR: dir(), VAPID_PUBLIC_KEY: privateKey, VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: must be the base64url public key/,
    );
    expect(() => loadConfig({ DATA_DIR: dir(), VAPID_SUBJECT: 'http://sangam.example' })).toThrow(
      /VAPID_SUBJECT: must be a mailto: address or an https: URL/,
    );
  });

  it('gives push services a contact web-push accepts', () => {
    const subject = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: dir(), ...env }).push.subject;
    expect(subject({})).toBe('mailto:webmaster@localhost');
    expect(subject({ PUBLIC_URL: 'https://sangam.example.org' })).toBe('https://sangam.example.org');
    expect(subject({ PUBLIC_URL: 'https://sangam.example.org', MAIL_FROM: 'Sangam <help@sangam.example.org>' })).toBe(
      'mailto:help@sangam.example.org',
    );
    expect(subject({ VAPID_SUBJECT: 'mailto:admin@sangam.example.org' })).toBe('mailto:admin@sangam.example.org');
    for (const value of ['mailto:webmaster@localhost', 'https://sangam.example.org'])
      expect(() => webpush.getVapidHeaders('https://push.example', value, ...keyPair(), 'aes128gcm')).not.toThrow();
  });

  it('makes every VAPID private key 32 bytes, also a scalar with leading zero bytes (once in 256 pairs)', () => {
    for (let i = 0; i < 2000; i++) {
      const { publicKey, privateKey } = newVapidKeys();
      expect(Buffer.from(privateKey, 'base64url')).toHaveLength(32);
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    }
    const { publicKey, privateKey } = newVapidKeys();
    expect(() =>
      webpush.getVapidHeaders('https://push.example', 'mailto:a@b.example', publicKey, privateKey, 'aes128gcm'),
    ).not.toThrow();
  });

  it('refuses a damaged key file in DATA_DIR', () => {
    const dataDir = dir();
    writeFileSync(path.join(dataDir, 'vapid-keys.json'), JSON.stringify({ publicKey: 'abc', privateKey: 'def' }));
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/vapid-keys.json: is not a VAPID key pair/);
  });

  it('lets a push service on this machine be subscribed to only in development, tests, or when asked', () => {
    const local = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: dir(), ...env }).push.allowLocalTestService;
    // `npm start` sets no NODE_ENV: closed unless asked.
    expect(local({})).toBe(false);
    expect(local({ NODE_ENV: 'development' })).toBe(true);
    expect(local({ NODE_ENV: 'test' })).toBe(true);
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://sangam.example.org' };
    expect(local(production)).toBe(false);
    expect(local({ ...production, PUSH_TEST_SERVICE: 'loopback' })).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir(), PUSH_TEST_SERVICE: 'any' })).toThrow(/PUSH_TEST_SERVICE/);
  });

  it('needs all three keys for Razorpay', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), PAYMENT_PROVIDER: 'razorpay', PAYMENT_KEY_ID: 'rzp_live_x' })).toThrow(
      /PAYMENT_KEY_SECRET: is required with PAYMENT_PROVIDER=razorpay[\s\S]*PAYMENT_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ DATA_DIR: dir(), PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
    const config = loadConfig({
      DATA_DIR: dir(),
      PAYMENT_PROVIDER: 'razorpay',
      PAYMENT_KEY_ID: 'rzp_live_x',
      PAYMENT_KEY_SECRET: 'key-secret-1',
      PAYMENT_WEBHOOK_SECRET: 'hook-secret-1',
    });
    expect(config.payments).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_live_x',
      keySecret: 'key-secret-1',
      webhookSecret: 'hook-secret-1',
    });
  });

  it('MESSAGE_PROVIDER: unset is the test provider; a real one needs its keys, named when missing', () => {
    expect(loadConfig({ DATA_DIR: dir() }).messages).toEqual({ providers: [] });
    expect(loadConfig({ DATA_DIR: dir(), MESSAGE_PROVIDER: '' }).messages).toEqual({ providers: [] });
    for (const bad of ['twilio', 'sms', 'msg91,', 'msg91 whatsapp'])
      expect(() => loadConfig({ DATA_DIR: dir(), MESSAGE_PROVIDER: bad }), bad).toThrow(
        /MESSAGE_PROVIDER: must be msg91, whatsapp or msg91,whatsapp/,
      );
    const msg91 = { MSG91_AUTH_KEY: 'msg91-auth-key-1', MSG91_SENDER_ID: 'SANGAM', MSG91_OTP_TEMPLATE_ID: 'otp-1' };
    const whatsapp = { WHATSAPP_TOKEN: 'EAAJB-whatsapp-token', WHATSAPP_PHONE_NUMBER_ID: '106540352242922' };
    const { MSG91_AUTH_KEY: _key, ...msg91WithoutKey } = msg91;
    expect(() => loadConfig({ DATA_DIR: dir(), MESSAGE_PROVIDER: 'msg91', ...msg91WithoutKey })).toThrow(
      /MSG91_AUTH_KEY: is required with MESSAGE_PROVIDER=msg91/,
    );
    const { WHATSAPP_TOKEN: _token, ...whatsappWithoutToken } = whatsapp;
    expect(() => loadConfig({ DATA_DIR: dir(), MESSAGE_PROVIDER: 'whatsapp', ...whatsappWithoutToken })).toThrow(
      /WHATSAPP_TOKEN: is required with MESSAGE_PROVIDER=whatsapp/,
    );
    expect(() => loadConfig({ DATA_DIR: dir(), MESSAGE_PROVIDER: 'msg91,whatsapp', ...msg91 })).toThrow(
      /WHATSAPP_TOKEN: is required[\s\S]*WHATSAPP_PHONE_NUMBER_ID: is required/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dir(), MESSAGE_PROVIDER: 'msg91', ...msg91, MSG91_SENDER_ID: 'sangam' }),
    ).toThrow(/MSG91_SENDER_ID: must be the 6-letter DLT sender id/);

    expect(
      loadConfig({
        DATA_DIR: dir(),
        MESSAGE_PROVIDER: 'msg91,whatsapp',
        ...msg91,
        ...whatsapp,
        MSG91_TEMPLATE_IDS: 'premium_ending=1107160000000000001, payment_received = 1107160000000000002',
        MSG91_API_URL: 'http://127.0.0.1:4010/',
      }).messages,
    ).toEqual({
      providers: ['msg91', 'whatsapp'],
      msg91: {
        authKey: 'msg91-auth-key-1',
        senderId: 'SANGAM',
        otpTemplateId: 'otp-1',
        templateIds: { premium_ending: '1107160000000000001', payment_received: '1107160000000000002' },
        apiUrl: 'http://127.0.0.1:4010',
      },
      whatsapp: {
        token: 'EAAJB-whatsapp-token',
        phoneNumberId: '106540352242922',
        otpTemplate: 'sangam_otp',
        apiUrl: 'https://graph.facebook.com/v21.0',
      },
    });
  });

  it('PHONE_VERIFICATION: required by default, off for a community that cannot send messages', () => {
    expect(loadConfig({ DATA_DIR: dir() }).phoneVerification).toBe('required');
    expect(loadConfig({ DATA_DIR: dir(), PHONE_VERIFICATION: 'off' }).phoneVerification).toBe('off');
    expect(() => loadConfig({ DATA_DIR: dir(), PHONE_VERIFICATION: 'maybe' })).toThrow(/PHONE_VERIFICATION/);
  });
});
