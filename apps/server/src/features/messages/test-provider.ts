import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import type { MessageProvider } from './message-provider.ts';

/**
 * MESSAGE_PROVIDER unset: nothing is sent; each message is appended as one JSON line to DATA_DIR/messages.jsonl
 * and logged, so the demo and the tests can read the codes.
 */
export function testMessageProvider(
  dataDir: string,
  log: (line: object) => void = () => {},
): MessageProvider & { file: string } {
  const file = path.join(dataDir, 'messages.jsonl');
  return {
    name: 'test',
    channels: ['whatsapp', 'sms'],
    file,
    async send(message) {
      const line = {
        to: message.to,
        channel: message.channel,
        template: message.template,
        text: message.text,
        ...(message.code ? { code: message.code } : {}),
        at: new Date().toISOString(),
      };
      log(line);
      await appendFile(file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
    },
  };
}
