import { describe, expect, it } from 'vitest';
import { LEGAL_AGE_MESSAGES as A } from '@sangam/shared/matrimonial';
import { translate } from '../../lib/i18n.ts';
import { bearer } from '../../test/helper.ts';
import { useTestApp } from '../../test/factories.ts';
import { SETTLED, raisePostingLimit } from '../../test/posting.ts';
import { form } from '../../test/files.ts';
import { makeProfile, profileValues, submitProfile } from '../../test/matrimonial.ts';

// Age as the law has it (issue 35): the Prohibition of Child Marriage Act's 21 for a groom and 18 for a bride.

const ctx = useTestApp({ parent: ['free', SETTLED], premium: ['premium', SETTLED], admin: ['admin', SETTLED] });
raisePostingLimit('matrimonial', 100);

/** YYYY-MM-DD of someone `years` old whose birthday is `days` away (positive: not yet reached). */
const born = (years: number, days = 0) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};

const edit = (token: string, id: string, values: Record<string, string>, language = 'en') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/matrimonial/profiles/${id}`,
    headers: { ...bearer(token), 'accept-language': language },
    payload: form(Object.entries(values).map(([name, value]) => ({ name, value }))),
  });

describe('the legal age floor', () => {
  it.each(['parent', 'premium', 'admin'] as const)(
    'refuses a %s a groom under 21 and a bride under 18, on the date of birth, in both languages',
    async (who) => {
      const token = ctx[who].token;
      const groom = await submitProfile(ctx.app, token, profileValues({ gender: 'male', dateOfBirth: born(21, 1) }));
      expect(groom.statusCode).toBe(400);
      expect(groom.json().fields.dateOfBirth).toBe('The groom must be at least 21 years old');
      const bride = await submitProfile(
        ctx.app,
        token,
        profileValues({ gender: 'female', profileType: 'daughter', dateOfBirth: born(18, 1) }),
      );
      expect(bride.statusCode).toBe(400);
      expect(bride.json().fields.dateOfBirth).toBe('The bride must be at least 18 years old');
      // A bride of 19 is welcome; a groom of 19 is not.
      expect(
        (await submitProfile(ctx.app, token, profileValues({ gender: 'female', dateOfBirth: born(19) }))).statusCode,
      ).toBe(201);
      expect(
        (await submitProfile(ctx.app, token, profileValues({ gender: 'male', dateOfBirth: born(19) }))).statusCode,
      ).toBe(400);
      expect(
        (await submitProfile(ctx.app, token, profileValues({ gender: 'male', dateOfBirth: born(21, -1) }))).statusCode,
      ).toBe(201);
    },
  );

  it('an edit that turns a bride of 19 into a groom is refused, in Hindi for a Hindi reader', async () => {
    const id = await makeProfile(ctx.app, ctx.parent.token, 'approved', { gender: 'female', dateOfBirth: born(19) });
    const res = await edit(ctx.parent.token, id, profileValues({ gender: 'male', dateOfBirth: born(19) }), 'hi');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.dateOfBirth).toBe(translate('hi', A.groomTooYoung));
    expect(res.json().fields.dateOfBirth).toContain('21');
  });

  it("partner age minimums follow the floor of the partner's gender", async () => {
    const prefs = (min?: number) => JSON.stringify({ ageRange: { ...(min === undefined ? {} : { min }), max: 30 } });
    const brideSeeks = await submitProfile(
      ctx.app,
      ctx.parent.token,
      profileValues({ gender: 'female', dateOfBirth: born(24), partnerPreferences: prefs(20) }),
    );
    expect(brideSeeks.statusCode).toBe(400);
    expect(brideSeeks.json().fields['partnerPreferences.ageRange.min']).toBe(
      "The partner's minimum age must be at least 21 years",
    );
    const groomSeeks = await submitProfile(
      ctx.app,
      ctx.parent.token,
      profileValues({ gender: 'male', dateOfBirth: born(24), partnerPreferences: prefs(18) }),
    );
    expect(groomSeeks.statusCode).toBe(201);
    expect(groomSeeks.json().profile.partnerPreferences.ageRange).toEqual({ min: 18, max: 30 });
    // Left out, a bride's minimum is 21.
    const defaulted = await submitProfile(
      ctx.app,
      ctx.parent.token,
      profileValues({ gender: 'female', dateOfBirth: born(24), partnerPreferences: prefs() }),
    );
    expect(defaulted.statusCode).toBe(201);
    expect(defaulted.json().profile.partnerPreferences.ageRange).toEqual({ min: 21, max: 30 });
  });
});
