import type { MessagesConfig } from '../../config.ts';
import { e164, type MessageProvider } from './message-provider.ts';
import { PROVIDER_TIMEOUT_MS, postJson, replyExtract, type ProviderOptions } from './provider-http.ts';

/** The utility template of a notification kind, as created in WhatsApp Manager (one per language: en, hi). */
export const whatsappTemplateName = (kind: string) => `sangam_${kind}`;

/**
 * WhatsApp messages through Meta's Cloud API (POST /{phone-number-id}/messages). Messages a business starts must
 * be approved templates: the code goes in an authentication template with a copy-code button (Meta requires the
 * code twice, as the body's {{1}} and as the button's parameter); a notification goes in its kind's utility
 * template with the message's `variables` as the body's {{1}}..{{n}}.
 */
export function whatsappProvider(
  config: NonNullable<MessagesConfig['whatsapp']>,
  fetchImpl: typeof fetch = fetch,
  { timeoutMs = PROVIDER_TIMEOUT_MS }: ProviderOptions = {},
): MessageProvider {
  return {
    name: 'whatsapp',
    channels: ['whatsapp'],
    async send(message) {
      if (message.channel !== 'whatsapp')
        throw new Error(`WhatsApp sends WhatsApp messages only, not ${message.channel}`);
      let name: string;
      let components: object[] = [];
      if (message.template === 'otp') {
        if (!message.code) throw new Error('WhatsApp: a one-time-code message without its code');
        const code = [{ type: 'text', text: message.code }];
        name = config.otpTemplate;
        components = [
          { type: 'body', parameters: code },
          { type: 'button', sub_type: 'url', index: '0', parameters: code },
        ];
      } else {
        name = whatsappTemplateName(message.template);
        if (message.variables.length)
          components = [
            { type: 'body', parameters: message.variables.map((v) => ({ type: 'text', text: parameter(v) })) },
          ];
      }
      const { ok, status, reply } = await postJson(
        'WhatsApp',
        fetchImpl,
        `${config.apiUrl}/${config.phoneNumberId}/messages`,
        { authorization: `Bearer ${config.token}` },
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: e164(message.to).slice(1),
          type: 'template',
          template: { name, language: { code: message.language }, ...(components.length ? { components } : {}) },
        },
        timeoutMs,
      );
      // Graph API errors: { error: { message, type, code, error_data?: { details } } }.
      const error = (reply as { error?: { message?: unknown; code?: unknown; error_data?: { details?: unknown } } })
        ?.error;
      if (!ok || error || typeof reply !== 'object' || reply === null) {
        if (!error) throw new Error(`WhatsApp: ${replyExtract(reply) || 'refused'} (HTTP ${status})`);
        const details = typeof error.error_data?.details === 'string' ? `: ${error.error_data.details}` : '';
        throw new Error(`WhatsApp: ${String(error.message ?? 'refused')}${details} (code ${String(error.code)})`);
      }
    },
  };
}

/** Template parameters may not hold new lines, tabs or more than four spaces in a row, nor be empty. */
const parameter = (value: string) =>
  value
    .replace(/\s*[\n\t]\s*/g, ' ')
    .replace(/ {4,}/g, '   ')
    .trim() || '-';
