import type { Job } from '../../jobs/scheduler.ts';
import { deliverOutbox, type MailTransport } from './outbox.service.ts';

/** Mail goes out a minute or less after it is queued; without SMTP it is written to the log. */
export const outboxJob = (transport?: MailTransport): Job => ({
  name: 'outbox-delivery',
  intervalMs: 60_000,
  run: async ({ db, log }) => {
    await deliverOutbox(
      db,
      transport ??
        (async (mail) => {
          log.info({ to: mail.to, subject: mail.subject, body: mail.body }, 'mail (development: not sent)');
        }),
    );
  },
});
