import type { Db } from '../../db/dialect.ts';
import type { OutboxRow } from '../../db/types.ts';
import { newId } from '../../lib/ids.ts';
import type { Sealer } from '../../lib/sealed.ts';
import { countOutboxDelivery } from '../../lib/metrics.ts';
import { addMs, nowIso } from '../../lib/time.ts';
import type { PhoneChannel } from '@sangam/shared/notifications';
import type { MessageProvider, PhoneMessage } from '../messages/messages.service.ts';
import { deleteSubscription, findSubscriptionForSending, markPushed } from '../push/push.queries.ts';
import type { PushTransport } from './push-transport.ts';
import {
  claimMessage,
  dropWaitingCodes,
  dueMessageIds,
  insertOutboxMessage,
  markFailed,
  markSent,
} from './outbox.queries.ts';

export type Mail = { to: string[]; subject: string; body: string };
/** Sends one mail. Development has the console transport; an SMTP transport plugs in here when configured. */
export type MailTransport = (mail: Mail) => Promise<void>;

/** Sends through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.org). */
export function smtpTransport({ url, from }: { url: string; from: string }): MailTransport {
  // Loaded with the first mail: nodemailer holds about 14 MB.
  let transporter: Promise<{ sendMail: (message: object) => Promise<unknown> }> | undefined;
  return async (mail) => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
    const sending = (await transporter).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
    // A mail server that never answers fails the try within the row's lease (the job moves on; it is tried again).
    await withTimeout(sending, MAIL_TIMEOUT_MS, 'the mail server did not answer within 30 s');
  };
}

const MAIL_TIMEOUT_MS = 30_000;

/** The promise, or a rejection after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Queues a mail inside the caller's transaction: it goes out with the request's data or not at all. */
export const queueMail = (db: Db, mail: Mail) =>
  insertOutboxMessage(db, {
    id: newId(),
    channel: 'email',
    recipients: JSON.stringify(mail.to),
    subject: mail.subject,
    body: mail.body,
    createdAt: nowIso(),
  });

/** What a phone message keeps in the outbox's payload, beside its text. */
type PhonePayload = Pick<PhoneMessage, 'template' | 'language' | 'variables' | 'code'>;

/**
 * Queues a WhatsApp/SMS message inside the caller's transaction. A message carrying a one-time code is sealed
 * (lib/sealed.ts) and is pointless after `notAfter`; either way its payload is wiped once sent or given up.
 */
export async function queuePhoneMessage(
  db: Db,
  sealer: Sealer,
  message: PhoneMessage & { notAfter?: string },
): Promise<string> {
  const id = newId();
  if (message.code) await dropWaitingCodes(db, message.to);
  const payload: PhonePayload = {
    template: message.template,
    language: message.language,
    variables: message.variables,
    ...(message.code ? { code: message.code } : {}),
  };
  const json = JSON.stringify(payload);
  await insertOutboxMessage(db, {
    id,
    channel: message.channel,
    recipients: JSON.stringify([message.to]),
    subject: message.template,
    // A code's text holds the code: the sealed payload alone carries it.
    body: message.code ? '' : message.text,
    payload: message.code ? sealer.seal(JSON.stringify({ ...payload, text: message.text })) : json,
    notAfter: message.notAfter ?? null,
    createdAt: nowIso(),
  });
  return id;
}

export type OutboxTransports = { mail: MailTransport; phone: MessageProvider; push: PushTransport; sealer: Sealer };

const MAX_ATTEMPTS = 5;
/** A try holds its message this long; a server that stops mid-send leaves it for the next try. */
const LEASE_MS = 60_000;
/** The wait after the n-th failure: 30 s, 1 min, 2 min… at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

/**
 * Sends what waits in the outbox: mail, WhatsApp/SMS through the message provider, and Web Push. A failure is tried
 * again after a growing wait, up to 5 times; a one-time code only while it is still valid; a push only while the
 * push service may still take it (it says so by its answer). Never called inside a
 * request's work: the job runs it, and a code's first try starts right after the request's transaction.
 */
export class Outbox {
  constructor(
    private readonly db: Db,
    private readonly transports: OutboxTransports,
  ) {}

  /** The channels phone messages can go by, best first. */
  get phoneChannels(): readonly PhoneChannel[] {
    return this.transports.phone.channels;
  }

  /** True with the built-in test provider: nothing reaches a phone, the codes are in the log. */
  get testMode(): boolean {
    return this.transports.phone.name === 'test';
  }

  /** Queues a WhatsApp/SMS message inside the caller's transaction (sealed when it carries a code). */
  queuePhone(db: Db, message: PhoneMessage & { notAfter?: string }): Promise<string> {
    return queuePhoneMessage(db, this.transports.sealer, message);
  }

  /**
   * Sends the messages whose time has come, batch after batch until none is due or `budgetMs` has passed (so a
   * backlog drains between two runs of the job); answers how many it tried.
   */
  async deliverDue(batch = 50, budgetMs = 40_000): Promise<number> {
    const stop = Date.now() + budgetMs;
    let tried = 0;
    for (;;) {
      const ids = await dueMessageIds(this.db, batch);
      for (const id of ids) await this.sendNow(id);
      tried += ids.length;
      if (ids.length < batch || Date.now() > stop) return tried;
    }
  }

  /** Tries one message now (a one-time code at once); if it fails it waits for its next try. */
  async sendNow(id: string): Promise<void> {
    const row = await claimMessage(this.db, id, LEASE_MS);
    if (row) await this.deliver(row);
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const now = nowIso();
    if (row.notAfter && row.notAfter <= now) {
      await markFailed(this.db, row.id, {
        attempts: row.attempts,
        error: 'expired before it could be sent',
        giveUp: true,
        retryAt: now,
      });
      countOutboxDelivery(row.channel, 'failed');
      return;
    }
    try {
      const to = JSON.parse(row.recipients) as string[];
      if (row.channel === 'email') {
        await this.transports.mail({ to, subject: row.subject, body: row.body });
      } else if (row.channel === 'push') {
        if (!(await this.push(row, to[0]!))) return;
      } else {
        const payload = JSON.parse(this.transports.sealer.open(row.payload ?? '{}')) as PhonePayload & {
          text?: string;
        };
        const { channels } = this.transports.phone;
        await this.transports.phone.send({
          to: to[0]!,
          // A member's choice the configured provider cannot serve (WhatsApp with MSG91 alone) goes by what it can.
          channel: channels.includes(row.channel) ? row.channel : channels[0]!,
          template: payload.template,
          language: payload.language,
          text: payload.text ?? row.body,
          variables: payload.variables ?? [],
          ...(payload.code ? { code: payload.code } : {}),
        });
      }
      await markSent(this.db, row.id, row.channel === 'email');
      countOutboxDelivery(row.channel, 'sent');
    } catch (error) {
      const attempts = row.attempts + 1;
      const retryAt = addMs(nowIso(), retryDelayMs(attempts));
      const giveUp = attempts >= MAX_ATTEMPTS || (row.notAfter !== null && row.notAfter <= retryAt);
      await markFailed(this.db, row.id, { attempts, error: String(error), giveUp, retryAt });
      countOutboxDelivery(row.channel, giveUp ? 'failed' : 'retry');
    }
  }

  /**
   * Pushes one message to the browser the row names: true once the push service took it. A browser whose push was
   * turned off (or whose session ended) meanwhile gets nothing; one its push service calls gone (404, 410) is
   * forgotten; any other refusal (4xx) would be refused again and is given up. 429, 5xx and network failures throw,
   * so the message is tried again like any other.
   */
  private async push(row: OutboxRow, subscriptionId: string): Promise<boolean> {
    const settle = async (error: string) => {
      await markFailed(this.db, row.id, { attempts: row.attempts + 1, error, giveUp: true, retryAt: nowIso() });
      countOutboxDelivery(row.channel, 'failed');
    };
    const target = await findSubscriptionForSending(this.db, subscriptionId);
    if (!target) {
      await settle('push was turned off in that browser before it could be sent');
      return false;
    }
    const status = await this.transports.push(target, row.payload ?? '{}');
    if (status >= 200 && status < 300) {
      await markPushed(this.db, target.id);
      return true;
    }
    if (status === 429 || status >= 500) throw new Error(`the push service answered ${status}`);
    if (status === 404 || status === 410) {
      await deleteSubscription(this.db, target.id);
      await settle(`the push service answered ${status}: the browser is gone, its subscription removed`);
    } else {
      await settle(`the push service refused the message (${status})`);
    }
    return false;
  }
}
