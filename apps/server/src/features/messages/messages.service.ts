import type { Config } from '../../config.ts';
import type { MessageProvider } from './message-provider.ts';

// The feature's face to the others: a phone message's shape and how numbers are written.
export { displayPhone, e164, type MessageProvider, type PhoneMessage } from './message-provider.ts';
import { msg91Provider } from './msg91.ts';
import { testMessageProvider } from './test-provider.ts';
import { whatsappProvider } from './whatsapp-cloud.ts';

/**
 * The one MessageProvider of this server, from MESSAGE_PROVIDER: unset, the test provider (nothing is sent);
 * `msg91` or `whatsapp`, that adapter; both, WhatsApp first (it is cheaper and shows a copy-code button) with
 * SMS for members who ask for it, each message going by the adapter of its channel.
 */
export function messageProvider(
  config: Pick<Config, 'dataDir' | 'messages'>,
  log: (line: object) => void = () => {},
  fetchImpl: typeof fetch = fetch,
): MessageProvider {
  const adapters: MessageProvider[] = [];
  // Config checked at start that each named provider has its keys.
  if (config.messages.providers.includes('whatsapp') && config.messages.whatsapp)
    adapters.push(whatsappProvider(config.messages.whatsapp, fetchImpl));
  if (config.messages.providers.includes('msg91') && config.messages.msg91)
    adapters.push(msg91Provider(config.messages.msg91, fetchImpl));
  if (adapters.length === 0) return testMessageProvider(config.dataDir, log);
  if (adapters.length === 1) return adapters[0]!;
  return composite(adapters);
}

/** Several adapters as one: its channels are theirs, best first; a message goes by the adapter of its channel. */
export function composite(adapters: MessageProvider[]): MessageProvider {
  return {
    name: adapters.map((a) => a.name).join(','),
    channels: adapters.flatMap((a) => a.channels),
    async send(message) {
      const adapter = adapters.find((a) => a.channels.includes(message.channel));
      if (!adapter) throw new Error(`No message provider sends by ${message.channel}`);
      await adapter.send(message);
    },
  };
}
