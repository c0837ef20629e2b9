import os from 'node:os';
import { createInterface } from 'node:readline';
import type { z } from 'zod';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import type { DatabaseHandle, Db } from '../db/dialect.ts';
import { openDatabase } from '../db/open.ts';
import type { AuditRecord } from '../features/audit/audit.queries.ts';
import { findUserByPhone } from '../features/members/members.queries.ts';
import { translate } from '../lib/i18n.ts';
import { CliError } from './cli-error.ts';

/**
 * What the commands need from outside: the site's configuration and database, the environment, somewhere to
 * print and a way to read a password. The real one reads the server's environment; tests hand in their own.
 */
export type CliContext = {
  env: NodeJS.ProcessEnv;
  config(): Config;
  /** Opens the site's database (migrated first, as when the server starts, unless told not to), runs `work`, closes it. */
  withDatabase<T>(work: (database: DatabaseHandle) => Promise<T>, options?: { migrate: boolean }): Promise<T>;
  print(line: string): void;
  /** A secret: asked without echo at a terminal, else the first line of stdin. */
  readSecret(prompt: string, { confirm }: { confirm: boolean }): Promise<string>;
};

export function processContext(): CliContext {
  let config: Config | undefined;
  const context: CliContext = {
    env: process.env,
    config: () => (config ??= configOrRefusal(process.env)),
    withDatabase: async (work, options) => {
      const database = await openDatabase(context.config(), options);
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    },
    print: (line) => console.log(line),
    readSecret: (prompt, { confirm }) => (process.stdin.isTTY ? askTwice(prompt, confirm) : firstLineOfStdin()),
  };
  return context;
}

/** A configuration error is the admin's to fix: one clean message, no stack. */
export function configOrRefusal(env: NodeJS.ProcessEnv): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
}

/** Who the audit log says acted: no member, the command line and the system user who ran it. */
export function commandLineActor(): AuditRecord['actor'] {
  let user = '';
  try {
    user = os.userInfo().username;
  } catch {
    // A user id without a passwd entry (some containers): the row still says it came from the command line.
  }
  return { id: null, name: user ? `Command line (${user})` : 'Command line' };
}

/** The account of a phone (already normalised), or a refusal naming the option. */
export async function memberByPhone(db: Db, phone: string) {
  const user = await findUserByPhone(db, phone);
  if (!user) throw new CliError(`--phone: no account has the phone number ${phone}.`);
  return user;
}

/** An option's value through a shared schema; a refusal names the option in English. */
export function parseOption<S extends z.ZodType>(schema: S, value: unknown, option: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new CliError(`${option}: ${translate('en', parsed.error.issues[0]?.message ?? 'is not valid')}`);
}

async function askTwice(prompt: string, confirm: boolean): Promise<string> {
  const first = await askHidden(prompt);
  if (confirm && (await askHidden('Again: ')) !== first) throw new CliError('The two passwords differ.');
  return first;
}

/** Reads a line at the terminal without showing what is typed. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let text = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(text);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new CliError('Cancelled.'));
          return;
        }
        text = char === '\u007f' || char === '\b' ? text.slice(0, -1) : text + char;
      }
    };
    stdin.on('data', onData);
  });
}

/** `echo "$PASSWORD" | sangam ...`: the first line, without its line ending. */
async function firstLineOfStdin(): Promise<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}
