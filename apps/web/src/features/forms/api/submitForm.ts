import type { Answers } from '@sangam/shared/form-logic';
import { FORM_SPAM } from '@sangam/shared/form-messages';
import type { SubmitReply } from '@sangam/shared/forms';
import { api } from '../../../api/client.ts';

export interface SubmitExtras {
  submitterInfo?: { name: string; email: string };
  /** The fill-time token the form arrived with, the honeypot's value and the captcha nonce (docs/API-forms.md). */
  token?: string;
  honeypot: string;
  captcha?: string;
}

export type { SubmitReply };

/** POST /api/forms/submit/{slugOrId}: the answers keyed by field id, plus who sent them and the spam defence. */
export function submitForm(slugOrId: string, values: Answers, extras: SubmitExtras) {
  const body: Record<string, unknown> = { ...values, [FORM_SPAM.honeypotKey]: extras.honeypot };
  if (extras.submitterInfo) body.submitterInfo = extras.submitterInfo;
  if (extras.token) body[FORM_SPAM.tokenKey] = extras.token;
  if (extras.captcha) body[FORM_SPAM.captchaKey] = extras.captcha;
  return api.post<SubmitReply>(`/forms/submit/${encodeURIComponent(slugOrId)}`, body);
}
