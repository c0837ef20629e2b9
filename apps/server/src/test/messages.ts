import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { outboxTransports } from '../features/outbox/transports.ts';

/** The outbox's transports of a test app, logging nowhere. */
export const testTransports = (app: FastifyInstance) => outboxTransports(app.config, { info: () => {} });

export type SentMessage = { to: string; channel: string; template: string; text: string; code?: string; at: string };

/** Every message the test provider wrote (DATA_DIR/messages.jsonl), oldest first. */
export async function sentMessages(app: FastifyInstance): Promise<SentMessage[]> {
  const text = await readFile(path.join(app.config.dataDir, 'messages.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SentMessage);
}

/** The newest code sent to a phone (10 digits or E.164); waits for the immediate send to land. */
export async function lastCode(app: FastifyInstance, phone: string, { after = 0 } = {}): Promise<string> {
  const to = phone.startsWith('+') ? phone : `+91${phone}`;
  for (let i = 0; i < 100; i++) {
    const found = (await sentMessages(app)).filter((m) => m.to === to && m.code).slice(after);
    if (found.length) return found.at(-1)!.code!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no code was sent to ${to}`);
}
