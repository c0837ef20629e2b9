import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AUTH_LIMITS } from '@sangam/shared/limits';

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'], { error: 'must be 1 or 0' })
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

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
    ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
    SEED_DEMO: flag.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    AUTH_IP_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(0).default(AUTH_LIMITS.callsPerIpDefault),
    TRUST_PROXY: flag.default(false),
    WEB_DIST: z.string().optional(),
  })
  .refine((env) => !env.ADMIN_PHONE === !env.ADMIN_PASSWORD, {
    message: 'ADMIN_PHONE and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  });

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
  trustProxy: boolean;
  webDist: string | undefined;
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
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    admin: e.ADMIN_PHONE && e.ADMIN_PASSWORD ? { phone: e.ADMIN_PHONE, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    authIpLimit: e.AUTH_IP_LIMIT,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST,
  };
}

/** Without JWT_SECRET a secret is made once and kept in DATA_DIR, so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
