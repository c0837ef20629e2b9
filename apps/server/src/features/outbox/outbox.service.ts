import type { Db } from '../../db/dialect.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { insertOutboxMessage, markFailed, markSent, pendingMessages } from './outbox.queries.ts';

export type Mail = { to: string[]; subject: string; body: string };

/** Sends one mail. Development has the console transport; an SMTP transport plugs in here when configured. */
export type MailTransport = (mail: Mail) => Promise<void>;

/** Sends through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.org). */
export function smtpTransport({ url, from }: { url: string; from: string }): MailTransport {
  // Loaded with the first mail: nodemailer holds about 14 MB.
  let transporter: Promise<{ sendMail: (message: object) => Promise<unknown> }> | undefined;
  return async (mail) => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
    await (await transporter).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
  };
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

const MAX_ATTEMPTS = 5;

/** Sends what waits in the outbox, a batch at a time; a failure is tried again on the next run, up to 5 times. */
export async function deliverOutbox(db: Db, transport: MailTransport, batch = 50): Promise<number> {
  const messages = await pendingMessages(db, batch);
  for (const message of messages) {
    try {
      await transport({ to: JSON.parse(message.recipients) as string[], subject: message.subject, body: message.body });
      await markSent(db, message.id);
    } catch (error) {
      const attempts = message.attempts + 1;
      await markFailed(db, message.id, attempts, String(error), attempts >= MAX_ATTEMPTS);
    }
  }
  return messages.length;
}
