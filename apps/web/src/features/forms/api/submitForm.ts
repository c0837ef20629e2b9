import type { Answers } from '@sangam/shared/form-logic';
import { api } from '../../../api/client.ts';
import type { CaptchaSolution } from '../lib/captcha.ts';

export interface SubmitExtras {
  submitterInfo?: { name: string; email: string };
  /** The fill-time token the form arrived with, the honeypot and the solved captcha (docs/API-forms.md). */
  token?: string;
  honeypot?: { name: string; value: string };
  captcha?: CaptchaSolution;
}

export interface SubmitReply {
  submission: { _id: string };
  message?: string;
}

/** POST /api/forms/submit/{slugOrId}: the answers keyed by field id, plus who sent them and the spam defence. */
export function submitForm(slugOrId: string, values: Answers, extras: SubmitExtras) {
  const body: Record<string, unknown> = { ...values };
  if (extras.submitterInfo) body.submitterInfo = extras.submitterInfo;
  if (extras.token) body._token = extras.token;
  if (extras.honeypot) body[extras.honeypot.name] = extras.honeypot.value;
  if (extras.captcha) body._captcha = extras.captcha;
  return api.post<SubmitReply>(`/forms/submit/${encodeURIComponent(slugOrId)}`, body);
}
