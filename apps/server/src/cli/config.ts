import type { Command } from 'commander';
import type { Config } from '../config.ts';
import { CliError } from './cli-error.ts';
import { configOrRefusal, type CliContext } from './context.ts';

/** Settings shown only as set: whoever reads the output (or a pasted copy of it) must not learn them. */
const SECRETS = new Set([
  'jwtSecret',
  'admin.password',
  'payments.keySecret',
  'payments.webhookSecret',
  'messages.msg91.authKey',
  'messages.whatsapp.token',
  'push.privateKey',
  'metricsToken',
]);
/** Addresses that may carry a password (postgres://user:password@host, or ?password=... as libpq reads it). */
const URLS_WITH_CREDENTIALS = new Set(['databaseUrl', 'redisUrl', 'smtp.url']);
const MASK = '******** (set)';

function withoutPassword(text: string): string {
  try {
    const url = new URL(text);
    const params = [...url.searchParams.keys()].filter((key) => /pass/i.test(key));
    if (!url.password && !params.length) return text;
    if (url.password) url.password = '********';
    for (const key of params) url.searchParams.set(key, '********');
    return url.href;
  } catch {
    // Not an address after all: show nothing of it.
    return MASK;
  }
}

/** Every resolved setting as `path value` lines, secrets masked. */
export function configLines(config: Config): string[] {
  const lines: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
      return;
    }
    const shown =
      value === undefined || value === ''
        ? '(unset)'
        : SECRETS.has(path)
          ? MASK
          : URLS_WITH_CREDENTIALS.has(path)
            ? withoutPassword(String(value))
            : Array.isArray(value)
              ? value.join(',') || '(none)'
              : String(value);
    lines.push(`  ${path.padEnd(32)} ${shown}`);
  };
  // Settings that are absent when unset are listed all the same.
  walk({ smtp: undefined, backups: undefined, metricsToken: undefined, ...config }, '');
  return lines;
}

type Finding = { setting: string; says: string };

/** What a site open to members needs beyond what the server starts with; and what is worth a look. */
export function productionFindings(config: Config, env: NodeJS.ProcessEnv) {
  const set = (name: string) => Boolean(env[name]?.trim());
  const missing: Finding[] = [];
  const notes: Finding[] = [];
  if (!set('PUBLIC_URL'))
    missing.push({
      setting: 'PUBLIC_URL',
      says: `not set: links in messages, mail and push point to ${config.publicUrl}`,
    });
  if (config.payments.provider === 'test')
    missing.push({
      setting: 'PAYMENT_PROVIDER',
      says: 'not set: premium is paid through the offline test provider (set razorpay with PAYMENT_KEY_ID, PAYMENT_KEY_SECRET, PAYMENT_WEBHOOK_SECRET)',
    });
  if (!config.messages.providers.length)
    missing.push({
      setting: 'MESSAGE_PROVIDER',
      says: `not set: one-time codes and notices to phones are only written to ${config.dataDir}/messages.jsonl (set msg91 and/or whatsapp with their keys)`,
    });
  if (!config.smtp)
    missing.push({ setting: 'SMTP_URL', says: 'not set: mail is written to the log instead of being sent' });
  if (config.trustProxy === false)
    notes.push({
      setting: 'TRUST_PROXY',
      says: 'unset: right when members reach this server directly; behind Caddy or nginx set it to 1 (the hops) or the proxy addresses, or every member seems to come from the proxy',
    });
  if (!config.backups)
    notes.push({
      setting: 'BACKUP_DIR',
      says: 'not set: no daily backup is made (sangam backup create makes one by hand)',
    });
  if (!config.metricsToken)
    notes.push({
      setting: 'METRICS_TOKEN',
      says: config.trustProxy
        ? 'not set: /api/metrics answers nobody while TRUST_PROXY is set (set a token for the scraper)'
        : 'not set: /api/metrics answers only clients on this machine',
    });
  if (config.databaseUrl && !set('JWT_SECRET'))
    notes.push({
      setting: 'JWT_SECRET',
      says: `not set: kept in ${config.dataDir}; several app servers must share one (set the same JWT_SECRET on each)`,
    });
  return { missing, notes };
}

export function registerConfigCommands(program: Command, context: CliContext): void {
  const config = program.command('config').description("The site's configuration");

  config
    .command('check')
    .description(
      'Print the configuration the server would run with (from the environment and DATA_DIR, secrets masked) and ' +
        'what is missing for production; exits 1 when something required is missing',
    )
    .action(() => {
      const resolved = configOrRefusal(context.env);
      context.print('Configuration (secrets masked):');
      for (const line of configLines(resolved)) context.print(line);
      const { missing, notes } = productionFindings(resolved, context.env);
      context.print('');
      if (!missing.length) context.print('Nothing required for production is missing.');
      for (const { setting, says } of missing) context.print(`missing ${setting}: ${says}`);
      for (const { setting, says } of notes) context.print(`note    ${setting}: ${says}`);
      if (missing.length)
        throw new CliError(`Missing for production: ${missing.map((finding) => finding.setting).join(', ')}`);
    });
}
