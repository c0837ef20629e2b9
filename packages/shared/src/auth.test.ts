import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { LoginSchema, RegisterSchema } from './auth.ts';
import { normalizePhone } from './phone.ts';

const valid = { name: 'Anil', phoneNumber: '98765 43210', occupation: 'Plumber', password: 'secret1' };
const firstMessage = (input: unknown) => RegisterSchema.safeParse(input).error?.issues[0]?.message;

describe('normalizePhone', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['0091 9876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s -> %s', (raw, canonical) => expect(normalizePhone(raw)).toBe(canonical));
});

describe('RegisterSchema', () => {
  it('removes whitespace from the phone and uppercases the referral code', () => {
    expect(RegisterSchema.parse({ ...valid, referralCode: ' abc12345 ' })).toMatchObject({
      phoneNumber: '9876543210',
      referralCode: 'ABC12345',
    });
  });

  it('drops an empty referral code so it is not sent on', () => {
    expect(RegisterSchema.parse({ ...valid, referralCode: '' }).referralCode).toBeUndefined();
  });

  it.each([
    [{ name: '' }, AUTH_MESSAGES.nameRequired],
    [{ occupation: ' ' }, AUTH_MESSAGES.occupationRequired],
    [{ password: '12345' }, AUTH_MESSAGES.passwordMin],
    [{ phoneNumber: '' }, AUTH_MESSAGES.phoneRequired],
    [{ phoneNumber: '12345' }, AUTH_MESSAGES.phoneInvalid],
  ])('%o -> %s', (over, message) => expect(firstMessage({ ...valid, ...over })).toBe(message));
});

describe('LoginSchema', () => {
  it('requires the password', () => {
    expect(LoginSchema.safeParse({ phoneNumber: '9876543210', password: '' }).error?.issues[0]?.message).toBe(
      AUTH_MESSAGES.passwordRequired,
    );
  });
});
