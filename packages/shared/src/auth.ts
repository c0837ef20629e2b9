import { z } from 'zod';
import { ACCOUNT } from './limits.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { normalizePhone, PHONE_PATTERN } from './phone.ts';
import { UserSchema } from './user.ts';
import { messageWith } from './i18n/namespaces.ts';

const phoneField = z
  .string({ error: AUTH_MESSAGES.phoneRequired })
  .transform(normalizePhone)
  .pipe(z.string().min(1, AUTH_MESSAGES.phoneRequired).regex(PHONE_PATTERN, AUTH_MESSAGES.phoneInvalid));

const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, messageWith('auth.tooLong', { max }));

export const RegisterSchema = z.object({
  name: requiredText(AUTH_MESSAGES.nameRequired),
  phoneNumber: phoneField,
  occupation: requiredText(AUTH_MESSAGES.occupationRequired),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .min(ACCOUNT.passwordMin, AUTH_MESSAGES.passwordMin)
    .max(200, AUTH_MESSAGES.passwordMax),
  referralCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(32, AUTH_MESSAGES.referralCodeInvalidShort)
    .optional()
    .transform((code) => (code ? code : undefined)),
  /** 'link' when the code came from a shared ?ref= link, 'code' when typed. */
  referralSource: z.enum(['link', 'code']).optional(),
});
export type RegisterInput = z.input<typeof RegisterSchema>;

export const LoginSchema = z.object({
  phoneNumber: phoneField,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(200, AUTH_MESSAGES.passwordMax),
});
export type LoginInput = z.input<typeof LoginSchema>;

export const RefreshSchema = z.object({ token: z.string().min(1).max(4096) });

export const AuthReplySchema = z.object({
  token: z.string(),
  user: UserSchema,
  message: z.string().optional(),
  referralInfo: z.object({ referredBy: z.object({ name: z.string() }).nullable() }).optional(),
});
export type AuthReply = z.infer<typeof AuthReplySchema>;
