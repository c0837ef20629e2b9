import type { MessagesConfig } from '../../config.ts';
import { e164, type MessageProvider } from './message-provider.ts';
import { PROVIDER_TIMEOUT_MS, postJson, replyExtract, type ProviderOptions } from './provider-http.ts';

/** The variable of the one-time-code template: MSG91's OTP templates write it ##OTP##. */
export const MSG91_OTP_VARIABLE = 'OTP';

/**
 * SMS through MSG91's Flow API (POST /api/v5/flow). Indian operators deliver only DLT-registered templates, so
 * every message names the MSG91 template mapped to its DLT template id: the code's template (its variable
 * ##OTP##) or the notification kind's (its variables ##var1##..##varN##, the message's `variables` in order).
 */
export function msg91Provider(
  config: NonNullable<MessagesConfig['msg91']>,
  fetchImpl: typeof fetch = fetch,
  { timeoutMs = PROVIDER_TIMEOUT_MS }: ProviderOptions = {},
): MessageProvider {
  return {
    name: 'msg91',
    channels: ['sms'],
    async send(message) {
      if (message.channel !== 'sms') throw new Error(`MSG91 sends SMS only, not ${message.channel}`);
      const isCode = message.template === 'otp';
      const templateId = isCode ? config.otpTemplateId : config.templateIds[message.template];
      if (!templateId)
        throw new Error(
          `MSG91: no template id for "${message.template}": add ${message.template}=<id> to MSG91_TEMPLATE_IDS`,
        );
      if (isCode && !message.code) throw new Error('MSG91: a one-time-code message without its code');
      const variables = isCode
        ? { [MSG91_OTP_VARIABLE]: message.code! }
        : Object.fromEntries(message.variables.map((value, i) => [`var${i + 1}`, value]));
      const { ok, status, reply } = await postJson(
        'MSG91',
        fetchImpl,
        `${config.apiUrl}/api/v5/flow`,
        { authkey: config.authKey },
        {
          template_id: templateId,
          // The template's sender id is used unless the template says "FromAPI".
          sender: config.senderId,
          short_url: '0',
          recipients: [{ mobiles: e164(message.to).slice(1), ...variables }],
        },
        timeoutMs,
      );
      // MSG91 answers { type: "success", message: "<request id>" } or { type: "error", message: "<why>" }.
      const answer = reply as { type?: unknown; message?: unknown } | null;
      const said = typeof answer?.message === 'string' ? answer.message : undefined;
      if (!ok || answer?.type === 'error' || typeof reply !== 'object' || reply === null)
        throw new Error(`MSG91: ${said || replyExtract(reply) || 'refused'} (HTTP ${status})`);
    },
  };
}
