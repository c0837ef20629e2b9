import { describe, expect, it } from 'vitest';
import { isProfileImageTooLarge, PROFILE_MESSAGES, ProfileUpdateBodySchema as ProfileUpdateSchema } from './profile.ts';

const firstMessage = (input: unknown) => ProfileUpdateSchema.safeParse(input).error?.issues[0]?.message;

describe('ProfileUpdateSchema', () => {
  it('requires a profession, trimmed', () => {
    expect(firstMessage({})).toBe(PROFILE_MESSAGES.professionRequired);
    expect(firstMessage({ profession: '   ' })).toBe(PROFILE_MESSAGES.professionRequired);
    expect(ProfileUpdateSchema.parse({ profession: ' Plumber ' })).toEqual({ profession: 'Plumber' });
  });

  it('keeps omitted fields omitted and lets empty strings and null clear', () => {
    expect(ProfileUpdateSchema.parse({ profession: 'x', bio: '', email: '', profileImage: null })).toEqual({
      profession: 'x',
      bio: '',
      email: '',
      profileImage: null,
    });
  });

  it.each([
    [{ bio: 'a'.repeat(1001) }, PROFILE_MESSAGES.bioMax],
    [{ address: 'a'.repeat(301) }, PROFILE_MESSAGES.addressMax],
    [{ email: 'not-an-email' }, PROFILE_MESSAGES.emailInvalid],
    [{ interests: Array.from({ length: 11 }, (_, i) => `i${i}`) }, PROFILE_MESSAGES.interestsMax],
    [{ interests: ['a'.repeat(31)] }, PROFILE_MESSAGES.interestMax],
  ])('%o -> %s', (over, message) => expect(firstMessage({ profession: 'x', ...over })).toBe(message));

  it('accepts the limits exactly', () => {
    const ok = ProfileUpdateSchema.safeParse({
      profession: 'x',
      bio: 'a'.repeat(1000),
      address: 'a'.repeat(300),
      email: 'a@b.in',
      interests: Array.from({ length: 10 }, () => 'a'.repeat(30)),
    });
    expect(ok.success).toBe(true);
  });
});

describe('isProfileImageTooLarge', () => {
  it('allows 9,437,184 characters and refuses one more', () => {
    expect(isProfileImageTooLarge('a'.repeat(9_437_184))).toBe(false);
    expect(isProfileImageTooLarge('a'.repeat(9_437_185))).toBe(true);
  });
});
