import type { OtpReply, OtpRequestInput } from '@sangam/shared/auth';
import { api } from '../../../api/client.ts';

/** POST /api/auth/otp: a code to the phone for registering, resetting the password or logging in (202). */
export function requestOtp(body: OtpRequestInput): Promise<OtpReply> {
  return api.post('/auth/otp', body, { auth: false });
}
