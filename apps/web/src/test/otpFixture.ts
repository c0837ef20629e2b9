import type { OtpReply } from '@sangam/shared/auth';
import type { MockReply } from './fetchMock.ts';

/** POST /api/auth/otp's 202 in test mode, by WhatsApp with SMS to fall back on; `over` changes a field. */
export const codeSent = (over: Partial<OtpReply> = {}): MockReply => ({
  status: 202,
  body: {
    message: 'We have sent a 6-digit code to +91 98765 43210.',
    resendAfter: 30,
    expiresIn: 600,
    testMode: true,
    channel: 'whatsapp',
    channels: ['whatsapp', 'sms'],
    ...over,
  } satisfies OtpReply,
});
