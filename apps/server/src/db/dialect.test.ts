import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper.ts';
import { makeMember } from '../test/factories.ts';
import { searchWords, uniqueViolationField } from './dialect.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.dispose());

describe('uniqueViolationField', () => {
  it('names the column a UNIQUE violation is about, on either database', async () => {
    const member = await makeMember(app, 'free');
    const other = await makeMember(app, 'free');
    const failure = (patch: { phoneNumber?: string; referralCode?: string }) =>
      app.db
        .updateTable('users')
        .set(patch)
        .where('id', '=', other.row.id)
        .execute()
        .then(
          () => null,
          (error: unknown) => error,
        );
    expect(uniqueViolationField(await failure({ phoneNumber: member.phone }))).toBe('phoneNumber');
    expect(uniqueViolationField(await failure({ referralCode: member.row.referralCode }))).toBe('referralCode');
    expect(uniqueViolationField(new Error('something else'))).toBeNull();
  });
});

describe('searchWords (issue 9 item 17)', () => {
  it('keeps Devanagari vowel signs and other combining marks inside their words', () => {
    expect(searchWords('राम कुमार')).toEqual(['राम', 'कुमार']);
    expect(searchWords('मराठी, हिंदी!')).toEqual(['मराठी', 'हिंदी']);
    expect(searchWords('Plumber "Pune" -x')).toEqual(['plumber', 'pune', 'x']);
  });
});
