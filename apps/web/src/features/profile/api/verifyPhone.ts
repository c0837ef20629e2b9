import type { OtpReply } from '@sangam/shared/auth';
import type { PhoneChannel } from '@sangam/shared/notifications';
import type { MessageUserReply } from '@sangam/shared/profile';
import { api } from '../../../api/client.ts';

/** POST /api/profile/verify-phone/otp: a code to the member's own phone (202). */
export const requestVerifyCode = (channel?: PhoneChannel) =>
  api.post<OtpReply>('/profile/verify-phone/otp', channel ? { channel } : {});

/** POST /api/profile/verify-phone: the code back; the reply's member has phoneVerified true. */
export const verifyPhone = (otp: string) => api.post<MessageUserReply>('/profile/verify-phone', { otp });
