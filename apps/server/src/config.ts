import { createECDH, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ACCOUNT, AUTH_LIMITS } from '@sangam/shared/limits';
import { DEFAULT_CACHE_BYTES } from './lib/cache.ts';

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'], { error: 'must be 1 or 0' })
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrCidr = (entry: string) => {
  if (PROXY_NAMES.has(entry) || isIP(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  const prefix = Number(bits);
  return extra === undefined && family !== 0 && /^\d+$/.test(bits ?? '') && prefix <= (family === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: unset or 0 trusts no proxy (X-Forwarded-For is ignored); a number trusts that many hops in
 * front of the server; a comma-separated list trusts those proxy addresses or CIDRs. Never "everyone": a
 * client must not be able to choose its own address by sending X-Forwarded-For.
 */
const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a hop count or a list of proxy addresses/CIDRs (not ${bad.map((b) => JSON.stringify(b)).join(', ')})`,
    });
    return z.NEVER;
  }
  return entries;
});

const publicUrl = z.string().transform((value, ctx) => {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be the http(s) address of the site, e.g. https://sangam.example.org',
    });
    return z.NEVER;
  }
  return url.origin;
});

/** A VAPID key as web-push wants it: base64url of `bytes` bytes (65: the uncompressed P-256 point; 32: the scalar). */
const vapidKey = (bytes: number, what: string) =>
  z.string().refine((value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes, {
    message: `must be the base64url ${what} of a P-256 key pair (web-push generate-vapid-keys)`,
  });

const EnvSchema = z
  .object({
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for SQLite)')
      .optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_PHONE: z.string().optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(ACCOUNT.adminPasswordMin, `must be at least ${ACCOUNT.adminPasswordMin} characters`)
      .optional(),
    SEED_DEMO: flag.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    AUTH_IP_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(0).default(AUTH_LIMITS.callsPerIpDefault),
    TRUST_PROXY: trustProxy.default(false),
    PUBLIC_URL: publicUrl.optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must start with redis:// or rediss:// (leave it unset to count in memory)')
      .optional(),
    NODE_ENV: z.string().optional(),
    WEB_CONCURRENCY: z.coerce
      .number({ error: 'must be a number of processes' })
      .int('must be a whole number of processes')
      .min(1, 'must be at least 1')
      .max(64, 'must be at most 64')
      .optional(),
    MAX_IN_FLIGHT: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0).default(256),
    CACHE_MB: z.coerce
      .number({ error: 'must be a number of megabytes' })
      .int('must be a whole number of megabytes')
      .min(0)
      .max(4096)
      .default(DEFAULT_CACHE_BYTES / 2 ** 20),
    BODY_TIMEOUT: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1 second')
      .max(300, 'must be at most 300 seconds')
      .default(10),
    WEB_DIST: z.string().optional(),
    PAYMENT_PROVIDER: z
      .enum(['razorpay'], { error: 'must be razorpay (leave it unset for the test provider)' })
      .optional(),
    PAYMENT_KEY_ID: z.string().min(1).optional(),
    PAYMENT_KEY_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
    PAYMENT_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'must start with smtp:// or smtps:// (leave it unset to log mail instead)')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    OTP_HOURLY_LIMIT: z.coerce
      .number({ error: 'must be a number of codes' })
      .int('must be a whole number of codes')
      .min(0)
      .default(1000),
    PHONE_VERIFICATION: z.enum(['required', 'off'], { error: 'must be required or off' }).default('required'),
    MESSAGE_PROVIDER: z
      .string()
      .regex(
        /^(msg91|whatsapp)(,(msg91|whatsapp))?$/,
        'must be msg91, whatsapp or msg91,whatsapp (leave it unset for the test provider)',
      )
      .optional(),
    MSG91_AUTH_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
    MSG91_SENDER_ID: z
      .string()
      .regex(/^[A-Z]{6}$/, 'must be the 6-letter DLT sender id, e.g. SANGAM')
      .optional(),
    MSG91_OTP_TEMPLATE_ID: z.string().min(1).optional(),
    /** kind=templateId pairs: the DLT-approved MSG91 template of each notification kind sent by SMS. */
    MSG91_TEMPLATE_IDS: z.string().optional(),
    MSG91_API_URL: z.url().default('https://control.msg91.com'),
    WHATSAPP_TOKEN: z.string().min(8, 'must be at least 8 characters').optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'must be the numeric phone number id').optional(),
    WHATSAPP_OTP_TEMPLATE: z.string().min(1).default('sangam_otp'),
    WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
    VAPID_PUBLIC_KEY: vapidKey(65, 'public key').optional(),
    /** Tests only: `loopback` lets a production-mode server send to a fake push service on this machine. */
    PUSH_TEST_SERVICE: z.literal('loopback').optional(),
    VAPID_PRIVATE_KEY: vapidKey(32, 'private key').optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
      .optional(),
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_KEEP: z.coerce
      .number({ error: 'must be a number of backups' })
      .int('must be a whole number of backups')
      .min(1, 'must be at least 1')
      .default(7),
    /** The bearer /api/metrics asks for; unset, only this machine may read them, nobody while TRUST_PROXY is set. */
    METRICS_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces')
      .optional(),
  })
  .refine((env) => !env.ADMIN_PHONE === !env.ADMIN_PASSWORD, {
    message: 'ADMIN_PHONE and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .superRefine((env, ctx) => {
    if (env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY)
      ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'is required with VAPID_PUBLIC_KEY' });
    if (env.VAPID_PRIVATE_KEY && !env.VAPID_PUBLIC_KEY)
      ctx.addIssue({ code: 'custom', path: ['VAPID_PUBLIC_KEY'], message: 'is required with VAPID_PRIVATE_KEY' });
  })
  .refine((env) => env.PUBLIC_URL || env.NODE_ENV !== 'production', {
    message: "must be set in production: the site's address, e.g. https://sangam.example.org",
    path: ['PUBLIC_URL'],
  })
  .superRefine((env, ctx) => {
    const providers = env.MESSAGE_PROVIDER?.split(',') ?? [];
    const needs = {
      msg91: ['MSG91_AUTH_KEY', 'MSG91_SENDER_ID', 'MSG91_OTP_TEMPLATE_ID'],
      whatsapp: ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'],
    } as const;
    // Refinements run even when MESSAGE_PROVIDER failed its own check: a bad name is reported there, not here.
    for (const provider of providers.filter((name): name is keyof typeof needs => Object.hasOwn(needs, name))) {
      for (const key of needs[provider]) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: `is required with MESSAGE_PROVIDER=${provider}` });
      }
    }
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER !== 'razorpay') return;
    for (const key of ['PAYMENT_KEY_ID', 'PAYMENT_KEY_SECRET', 'PAYMENT_WEBHOOK_SECRET'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required with PAYMENT_PROVIDER=razorpay' });
    }
  });

/**
 * How premium is paid for: Razorpay's Orders API, or the built-in test provider that follows Razorpay's protocol
 * offline. Both sign with `keySecret` (checkout) and `webhookSecret` (webhooks).
 */
export type PaymentsConfig = {
  provider: 'razorpay' | 'test';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
};

/**
 * How messages reach phones: the test provider (MESSAGE_PROVIDER unset) writes them to DATA_DIR/messages.jsonl;
 * MSG91 sends SMS through DLT-registered templates; WhatsApp's Cloud API sends templates (features/messages).
 */
export type MessagesConfig = {
  providers: ('msg91' | 'whatsapp')[];
  msg91?: {
    authKey: string;
    senderId: string;
    otpTemplateId: string;
    templateIds: Record<string, string>;
    apiUrl: string;
  };
  whatsapp?: { token: string; phoneNumberId: string; otpTemplate: string; apiUrl: string };
};

/** The test provider's key id when PAYMENT_KEY_ID is unset (shaped like Razorpay's test keys). */
export const TEST_PAYMENT_KEY_ID = 'rzp_test_sangam_offline';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  admin: { phone: string; password: string } | undefined;
  seedDemo: boolean;
  logLevel: string;
  authIpLimit: number;
  /** Which proxies may tell the client's address: false (none), a hop count, or their addresses/CIDRs. */
  trustProxy: TrustProxy;
  /** The site's address (an origin, no trailing slash): every absolute link is built from it. */
  publicUrl: string;
  /** Redis for rate-limit counters shared by several app servers; memory when unset. */
  redisUrl: string | undefined;
  webDist: string | undefined;
  payments: PaymentsConfig;
  /** Whether registration needs a one-time code sent to the phone (PHONE_VERIFICATION, required by default). */
  phoneVerification: 'required' | 'off';
  /** One-time codes the whole site may send in an hour (each costs money; a bound on SMS pumping); 0: none. */
  otpHourlyLimit: number;
  messages: MessagesConfig;
  /** Mail of the outbox goes out through this SMTP server; unset, it is written to the log (development). */
  smtp?: { url: string; from: string };
  /** Server processes sharing the port (node:cluster); 1 runs the server in this process. */
  webConcurrency: number;
  /** Requests one process works on at once before it answers 503 (0: no limit); health checks are never refused. */
  maxInFlight: number;
  /**
   * Headers and a small body must arrive within this time; a larger body must keep arriving at about 1 KB a
   * second in each such window (plugins/body-timeout.ts). 0 (tests only): no limit.
   */
  bodyTimeoutMs: number;
  /** The memory, in bytes, every cached read of one process may hold together (lib/cache.ts). */
  cacheBytes: number;
  /** Web Push's VAPID key pair (base64url) and the contact push services see (a mailto: or https: URL). */
  push: PushConfig;
  /** BACKUP_DIR set: a backup there every day, the last `keep` kept (features/backups). */
  backups?: { dir: string; keep: number };
  /**
   * METRICS_TOKEN: the bearer /api/metrics asks for (features/metrics). Unset, a client on this machine may read
   * them only while TRUST_PROXY is unset; with TRUST_PROXY set nobody may (403).
   */
  metricsToken?: string;
};

export type PushConfig = {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** Whether http://127.0.0.1:<port> and http://localhost:<port> endpoints are accepted (a fake push service). */
  allowLocalTestService: boolean;
};

export class ConfigError extends Error {}

/** Reads the environment; a bad value stops the start with one line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
  const parsed = EnvSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  privateDirectory(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret'),
    admin: e.ADMIN_PHONE && e.ADMIN_PASSWORD ? { phone: e.ADMIN_PHONE, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    authIpLimit: e.AUTH_IP_LIMIT,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    redisUrl: e.REDIS_URL,
    webDist: e.WEB_DIST,
    // One process per core; tests start one.
    webConcurrency: e.WEB_CONCURRENCY ?? (e.NODE_ENV === 'test' ? 1 : os.availableParallelism()),
    maxInFlight: e.MAX_IN_FLIGHT,
    bodyTimeoutMs: e.BODY_TIMEOUT * 1000,
    cacheBytes: e.CACHE_MB * 1024 * 1024,
    phoneVerification: e.PHONE_VERIFICATION,
    otpHourlyLimit: e.OTP_HOURLY_LIMIT,
    messages: messagesConfig(e),
    push: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : persistedVapidKeys(dataDir)),
      subject: e.VAPID_SUBJECT ?? vapidSubject(e),
      // A push service on this machine (tests, development) only when asked: `npm start` sets no NODE_ENV, and a
      // member must not make a running site POST to its own ports.
      allowLocalTestService:
        e.NODE_ENV === 'test' || e.NODE_ENV === 'development' || e.PUSH_TEST_SERVICE === 'loopback',
    },
    payments: {
      provider: e.PAYMENT_PROVIDER ?? 'test',
      keyId: e.PAYMENT_KEY_ID ?? TEST_PAYMENT_KEY_ID,
      keySecret: e.PAYMENT_KEY_SECRET ?? persistedSecret(dataDir, 'payment-key-secret'),
      webhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? persistedSecret(dataDir, 'payment-webhook-secret'),
    },
    ...(e.BACKUP_DIR ? { backups: { dir: path.resolve(e.BACKUP_DIR), keep: e.BACKUP_KEEP } } : {}),
    ...(e.METRICS_TOKEN ? { metricsToken: e.METRICS_TOKEN } : {}),
    ...(e.SMTP_URL
      ? {
          smtp: {
            url: e.SMTP_URL,
            from: e.MAIL_FROM ?? `Sangam <no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}>`,
          },
        }
      : {}),
  };
}

function messagesConfig(e: z.output<typeof EnvSchema>): MessagesConfig {
  const providers = (e.MESSAGE_PROVIDER?.split(',') ?? []) as MessagesConfig['providers'];
  const templateIds = Object.fromEntries(
    (e.MSG91_TEMPLATE_IDS ?? '')
      .split(',')
      .map((pair) => pair.split('=').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && !!pair[0] && !!pair[1]),
  );
  return {
    providers,
    ...(providers.includes('msg91')
      ? {
          msg91: {
            authKey: e.MSG91_AUTH_KEY!,
            senderId: e.MSG91_SENDER_ID!,
            otpTemplateId: e.MSG91_OTP_TEMPLATE_ID!,
            templateIds,
            apiUrl: e.MSG91_API_URL.replace(/\/$/, ''),
          },
        }
      : {}),
    ...(providers.includes('whatsapp')
      ? {
          whatsapp: {
            token: e.WHATSAPP_TOKEN!,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
            otpTemplate: e.WHATSAPP_OTP_TEMPLATE,
            apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ''),
          },
        }
      : {}),
  };
}

/**
 * Who push services may write to about our messages. web-push takes only mailto: or https: (an http:// PUBLIC_URL,
 * as in development, would stop every send): the address of MAIL_FROM, else an https PUBLIC_URL, else a mailto: at
 * PUBLIC_URL's host.
 */
function vapidSubject(e: z.output<typeof EnvSchema>): string {
  const mailFrom = e.MAIL_FROM && /<?([^\s<>]+@[^\s<>]+)>?\s*$/.exec(e.MAIL_FROM)?.[1];
  if (mailFrom) return `mailto:${mailFrom}`;
  const site = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  return site.protocol === 'https:' ? site.origin : `mailto:webmaster@${site.hostname}`;
}

/**
 * The VAPID pair the environment does not give is made once and kept in DATA_DIR: browsers subscribed with its
 * public key, so every restart and every app server of the install must sign with the same pair. Written whole
 * under a name of its own and then linked: of processes starting together the first link wins, the others read it.
 */
function persistedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, JSON.stringify(newVapidKeys()), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  if (
    !vapidKey(65, 'public key').safeParse(publicKey).success ||
    !vapidKey(32, 'private key').safeParse(privateKey).success
  )
    throw new ConfigError(`Invalid configuration:\n  ${file}: is not a VAPID key pair (delete it to make a new one)`);
  return { publicKey: publicKey!, privateKey: privateKey! };
}

/** A VAPID pair as web-push's generateVAPIDKeys makes it (a P-256 pair, base64url), without loading web-push here. */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  const pair = createECDH('prime256v1');
  pair.generateKeys();
  // The private scalar comes without its leading zero bytes about once in 256 pairs: web-push wants all 32.
  const privateKey = Buffer.alloc(32);
  const scalar = pair.getPrivateKey();
  scalar.copy(privateKey, 32 - scalar.length);
  return { publicKey: pair.getPublicKey('base64url'), privateKey: privateKey.toString('base64url') };
}

/** The data directory holds the database and secrets: readable by the server's user alone. */
function privateDirectory(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    chmodSync(dir, 0o700);
  } catch {
    // A directory someone else owns (a mounted volume) keeps the permissions its owner gave it.
  }
}

/**
 * A secret the environment does not give is made once and kept in DATA_DIR, so sessions (and the test payment
 * provider's signatures) survive restarts and agree between the processes of one install.
 */
function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
