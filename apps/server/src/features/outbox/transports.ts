import type { Config } from '../../config.ts';
import { Sealer } from '../../lib/sealed.ts';
import { messageProvider } from '../messages/messages.service.ts';
import { smtpTransport, type OutboxTransports } from './outbox.service.ts';
import { pushTransport } from './push-transport.ts';

type Log = { info: (details: object, message: string) => void };

/**
 * How the outbox sends, from the configuration: SMTP or the log for mail; the configured message provider or the
 * test provider (DATA_DIR/messages.jsonl) for WhatsApp/SMS; Web Push to browsers' push services, signed with the
 * VAPID keys.
 */
export function outboxTransports(config: Config, log: Log): OutboxTransports {
  return {
    mail: config.smtp
      ? smtpTransport(config.smtp)
      : async (mail) =>
          log.info({ to: mail.to, subject: mail.subject, body: mail.body }, 'mail (development: not sent)'),
    phone: messageProvider(config, (line) => log.info(line, 'message (test mode: not sent)')),
    push: pushTransport(config.push),
    sealer: new Sealer(config.jwtSecret, 'outbox'),
  };
}
