import { z } from 'zod';
import { RegistrationConsentFields } from './privacy.ts';
import { ACCOUNT } from './limits.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { normalizePhone, PHONE_PATTERN } from './phone.ts';
import { UserSchema } from './user.ts';
import { messageWith } from './i18n/namespaces.ts';

const phoneField = z
  .string({ error: AUTH_MESSAGES.phoneRequired })
  .transform(normalizePhone)
  .pipe(z.string().min(1, AUTH_MESSAGES.phoneRequired).regex(PHONE_PATTERN, AUTH_MESSAGES.phoneInvalid));

const passwordField = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(ACCOUNT.passwordMin, AUTH_MESSAGES.passwordMin)
  .max(200, AUTH_MESSAGES.passwordMax);

/** A code as typed: the server judges it (OTP_INVALID), so any short text passes the schema. */
const otpField = z.string().trim().max(20, AUTH_MESSAGES.otpInvalid);

const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, messageWith('auth.tooLong', { max }));

export const RegisterSchema = z.object({
  name: requiredText(AUTH_MESSAGES.nameRequired),
  phoneNumber: phoneField,
  occupation: requiredText(AUTH_MESSAGES.occupationRequired),
  password: passwordField,
  /** The code sent to the phone (POST /api/auth/otp, purpose register), needed unless PHONE_VERIFICATION=off. */
  otp: otpField.optional(),
  referralCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(32, AUTH_MESSAGES.referralCodeInvalidShort)
    .optional()
    .transform((code) => (code ? code : undefined)),
  /** 'link' when the code came from a shared ?ref= link, 'code' when typed. */
  referralSource: z.enum(['link', 'code']).optional(),
  ...RegistrationConsentFields,
});
export type RegisterInput = z.input<typeof RegisterSchema>;

/** A password, or a code sent with purpose "login" for members who never remember passwords. */
export const LoginSchema = z
  .object({
    phoneNumber: phoneField,
    password: z.string().max(200, AUTH_MESSAGES.passwordMax).optional(),
    otp: otpField.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.password && !body.otp) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: AUTH_MESSAGES.passwordRequired });
    }
  });
export type LoginInput = z.input<typeof LoginSchema>;

export const RefreshSchema = z.object({ token: z.string().min(1).max(4096) });

export const AuthReplySchema = z.object({
  token: z.string(),
  user: UserSchema,
  message: z.string().optional(),
  referralInfo: z.object({ referredBy: z.object({ name: z.string() }).nullable() }).optional(),
  /** The Terms and Privacy Policy changed since the member last agreed: ask again (issue 36). */
  consentRequired: z.object({ version: z.string() }).optional(),
});
export type AuthReply = z.infer<typeof AuthReplySchema>;

export const OTP_PURPOSES = ['register', 'reset', 'login', 'verify'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** POST /api/auth/otp (register, reset, login) and POST /api/profile/verify-phone/otp (verify, signed in). */
export const OtpRequestSchema = z.object({
  phoneNumber: phoneField,
  purpose: z.enum(['register', 'reset', 'login']),
  /** How the code travels; the server's default (WhatsApp when it can send there) when absent. */
  channel: z.enum(['whatsapp', 'sms']).optional(),
});
export type OtpRequestInput = z.input<typeof OtpRequestSchema>;

export const OtpReplySchema = z.object({
  message: z.string(),
  resendAfter: z.number().int(),
  expiresIn: z.number().int(),
  /** True with the built-in test provider: the code is in the server's log (and DATA_DIR/messages.jsonl). */
  testMode: z.boolean(),
  /** How this code went, and every way a code can go (a member without WhatsApp may ask for SMS). */
  channel: z.enum(['whatsapp', 'sms']),
  channels: z.array(z.enum(['whatsapp', 'sms'])),
});
export type OtpReply = z.infer<typeof OtpReplySchema>;

export const ResetPasswordSchema = z.object({ phoneNumber: phoneField, otp: otpField, password: passwordField });
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(200, AUTH_MESSAGES.passwordMax),
  newPassword: passwordField,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

export const VerifyPhoneSchema = z.object({ otp: otpField });

/** POST /api/profile/verify-phone/otp: how the code should go (optional). */
export const VerifyPhoneCodeSchema = z.object({ channel: z.enum(['whatsapp', 'sms']).optional() });

/** Whether registration needs a code (PHONE_VERIFICATION) and whether codes go to the test provider's log. */
export const AuthOptionsSchema = z.object({ phoneVerification: z.enum(['required', 'off']), testMode: z.boolean() });
export type AuthOptions = z.infer<typeof AuthOptionsSchema>;
