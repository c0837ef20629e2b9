import { describe, expect, it } from 'vitest';
import { createHmac, hkdfSync } from 'node:crypto';
import { PRIVACY_MESSAGES } from '@sangam/shared/privacy';
import { bearer } from '../../test/helper.ts';
import { makeMember, uniquePhone, useTestApp, type Member } from '../../test/factories.ts';
import { makeProfile, profileValues, submitProfile } from '../../test/matrimonial.ts';
import { translate } from '../../lib/i18n.ts';

const ctx = useTestApp({ admin: 'admin', viewer: 'free' });
const en = (id: string) => translate('en', id);
const CLIENT = '203.0.113.7';

const register = (body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: CLIENT });
const newMember = (over: Record<string, unknown> = {}) => ({
  name: 'Anil Kumar',
  phoneNumber: uniquePhone(),
  occupation: 'Plumber',
  password: 'secret1',
  acceptTerms: true,
  isAdult: true,
  ...over,
});
const consentsOf = (token: string) => ctx.app.inject({ url: '/api/profile/consents', headers: bearer(token) });
const put = (token: string, purpose: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/api/profile/consents/${purpose}`, headers: bearer(token), payload });
const rowsOf = (userId: string) =>
  ctx.app.db.selectFrom('consents').selectAll().where('userId', '=', userId).orderBy('at').execute();
const userRow = (id: string) =>
  ctx.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const setPolicyVersion = (version: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/site-settings',
    headers: bearer(ctx.admin.token),
    payload: { ...SETTINGS, policyVersion: version },
  });
const SETTINGS = {
  communityName: 'Sangam',
  contactPhone: '',
  contactEmail: '',
  whatsappNumber: '',
  address: '',
  eventsUrl: '',
  socialLinks: [],
  leadership: [],
};
const stateOf = (body: { consents: { purpose: string; granted: boolean; subjectId?: string }[] }, purpose: string) =>
  body.consents.find((c) => c.purpose === purpose);

describe('registration: consent on record', () => {
  it('stores terms, directory, contact sharing and marketing with the version and a hash of the address', async () => {
    const res = await register(newMember({ consents: { marketing: true, directory: false } }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().consentRequired).toBeUndefined();
    const id = res.json().user._id as string;
    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.purpose, r.granted, r.version]).sort()).toEqual([
      ['contact_sharing', 1, '2024-05'],
      ['directory', 0, '2024-05'],
      ['marketing', 1, '2024-05'],
      ['terms', 1, '2024-05'],
    ]);
    const key = hkdfSync('sha256', ctx.app.config.jwtSecret, 'sangam', 'consent-client-address', 32);
    const expected = createHmac('sha256', Buffer.from(key)).update(CLIENT).digest('hex');
    for (const row of rows) {
      expect(row.clientAddressHash).toBe(expected);
      expect(JSON.stringify(row)).not.toContain(CLIENT);
    }
    const user = await userRow(id);
    expect(user).toMatchObject({ isPublic: 0, shareContacts: 1, policyVersion: '2024-05' });
    // The date of birth is not kept anywhere in the account.
    expect(JSON.stringify(user)).not.toContain('1990-04-05');
  });

  it('defaults: listed, contacts shared, no marketing; an older client without acceptTerms agrees by registering', async () => {
    const { acceptTerms: _, isAdult: __, ...old } = newMember();
    const res = await register(old);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().user._id as string;
    const granted = Object.fromEntries((await rowsOf(id)).map((r) => [r.purpose, r.granted]));
    expect(granted).toEqual({ terms: 1, directory: 1, contact_sharing: 1, marketing: 0 });
    expect(await userRow(id)).toMatchObject({ isPublic: 1, shareContacts: 1, policyVersion: '2024-05' });
  });

  it('a date of birth of an adult is accepted and not stored', async () => {
    const res = await register(newMember({ isAdult: undefined, dateOfBirth: '1990-04-05' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(JSON.stringify(await userRow(res.json().user._id))).not.toContain('1990-04-05');
  });

  const year = new Date().getUTCFullYear();
  it.each<[string, Record<string, unknown>, string, string]>([
    ['terms unticked', { acceptTerms: false }, 'acceptTerms', PRIVACY_MESSAGES.termsRequired],
    ['under 18 by date of birth', { dateOfBirth: `${year - 17}-01-01` }, 'dateOfBirth', PRIVACY_MESSAGES.underAge],
    ['a date of birth to come', { dateOfBirth: `${year + 1}-01-01` }, 'dateOfBirth', PRIVACY_MESSAGES.underAge],
    ['no such date', { dateOfBirth: '1990-02-31' }, 'dateOfBirth', PRIVACY_MESSAGES.dateOfBirthInvalid],
    ['not 18 or older', { isAdult: false }, 'isAdult', PRIVACY_MESSAGES.underAge],
  ])('refuses %s with the field named, and makes nothing', async (_, over, field, message) => {
    const body = newMember(over);
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(en(message));
    expect(en(PRIVACY_MESSAGES.underAge)).toBe('You must be 18 or older to join Sangam.');
    const made = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('phoneNumber', '=', body.phoneNumber)
      .executeTakeFirst();
    expect(made).toBeUndefined();
  });
});

describe('GET /api/profile/consents', () => {
  it('a member from before: granted from the account, no date; the agreement is asked for', async () => {
    const old = await makeMember(ctx.app, 'free', { isPublic: 0, shareContacts: 1, policyVersion: null });
    const res = await consentsOf(old.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      policyVersion: '2024-05',
      agreementRequired: true,
      consents: [
        { purpose: 'terms', granted: false, version: null, at: null, required: true },
        { purpose: 'directory', granted: false, version: null, at: null, required: false },
        { purpose: 'contact_sharing', granted: true, version: null, at: null, required: false },
        { purpose: 'marketing', granted: false, version: null, at: null, required: false },
      ],
    });
  });

  it('a registered member: the rows on record, and one matrimonial entry per own profile', async () => {
    const res = await register(newMember());
    const token = res.json().token as string;
    const id = await makeProfile(ctx.app, token, 'approved', { profileType: 'daughter', fullName: 'Priya Pawar' });
    const body = (await consentsOf(token)).json();
    expect(body.agreementRequired).toBe(false);
    expect(stateOf(body, 'terms')).toMatchObject({
      granted: true,
      version: '2024-05',
      required: true,
      at: expect.any(String),
    });
    expect(stateOf(body, 'matrimonial')).toMatchObject({
      purpose: 'matrimonial',
      granted: true,
      version: '2024-05',
      subjectId: id,
      subjectName: 'Priya Pawar',
      onBehalfOf: 'Priya Pawar',
      required: false,
    });
  });

  it('visitors 401, suspended 403; a deactivated member reads', async () => {
    expect((await ctx.app.inject({ url: '/api/profile/consents' })).statusCode).toBe(401);
    expect((await consentsOf((await makeMember(ctx.app, 'suspended')).token)).statusCode).toBe(403);
    expect((await consentsOf((await makeMember(ctx.app, 'deactivated')).token)).statusCode).toBe(200);
  });
});

describe('PUT /api/profile/consents/{purpose}', () => {
  const fresh = async () => {
    const res = await register(newMember({ name: `Listed ${Math.random().toString(36).slice(2, 8)}` }));
    return { token: res.json().token as string, id: res.json().user._id as string, name: res.json().user.name };
  };

  it('unknown purpose and withdrawing the Terms are refused with the field named', async () => {
    const me = await fresh();
    const unknown = await put(me.token, 'newsletter', { granted: false });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.purpose).toBe(en(PRIVACY_MESSAGES.unknownPurpose));
    const terms = await put(me.token, 'terms', { granted: false });
    expect(terms.statusCode).toBe(400);
    expect(terms.json().fields.granted).toBe(en(PRIVACY_MESSAGES.termsCannotWithdraw));
    expect(await rowsOf(me.id)).toHaveLength(4);
  });

  it('withdrawing the directory takes the member out of the directory, its search and their profile at once', async () => {
    const me = await fresh();
    const listed = async () => {
      const res = await ctx.app.inject({
        url: `/api/directory?search=${encodeURIComponent(me.name)}`,
        headers: bearer(ctx.viewer.token),
      });
      return res.json().users.map((u: { id: string }) => u.id);
    };
    const profile = () => ctx.app.inject({ url: `/api/users/${me.id}`, headers: bearer(ctx.viewer.token) });
    expect(await listed()).toEqual([me.id]);
    expect((await ctx.app.inject({ url: '/api/directory', headers: bearer(ctx.viewer.token) })).json().users).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: me.id })]),
    );
    expect((await profile()).statusCode).toBe(200);

    const res = await put(me.token, 'directory', { granted: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: en(PRIVACY_MESSAGES.consentWithdrawn),
      consent: { purpose: 'directory', granted: false, version: '2024-05', required: false },
    });
    expect(await listed()).toEqual([]);
    const all = (await ctx.app.inject({ url: '/api/directory', headers: bearer(ctx.viewer.token) })).json().users;
    expect(all.map((u: { id: string }) => u.id)).not.toContain(me.id);
    expect((await profile()).statusCode).toBe(404);
    expect((await userRow(me.id)).isPublic).toBe(0);

    const back = await put(me.token, 'directory', { granted: true });
    expect(back.json().message).toBe(en(PRIVACY_MESSAGES.consentSaved));
    expect(await listed()).toEqual([me.id]);
    // Every change is a row of its own: the history is kept.
    const directoryRows = (await rowsOf(me.id)).filter((r) => r.purpose === 'directory');
    expect(directoryRows.map((r) => r.granted)).toEqual([1, 0, 1]);
    expect(stateOf((await consentsOf(me.token)).json(), 'directory')).toMatchObject({ granted: true });
  });

  it('the directory toggle-visibility writes a directory consent row too', async () => {
    const me = await fresh();
    const toggle = () =>
      ctx.app.inject({ method: 'POST', url: '/api/directory/toggle-visibility', headers: bearer(me.token) });
    expect((await toggle()).json().isPublic).toBe(false);
    expect((await toggle()).json().isPublic).toBe(true);
    const rows = (await rowsOf(me.id)).filter((r) => r.purpose === 'directory');
    expect(rows.map((r) => r.granted)).toEqual([1, 0, 1]);
    expect(rows[2]!.clientAddressHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('contact sharing sets the account at once; marketing is recorded', async () => {
    const me = await fresh();
    const off = await put(me.token, 'contact_sharing', { granted: false });
    expect(off.statusCode).toBe(200);
    expect((await userRow(me.id)).shareContacts).toBe(0);
    expect((await put(me.token, 'contact_sharing', { granted: true })).statusCode).toBe(200);
    expect((await userRow(me.id)).shareContacts).toBe(1);
    const news = await put(me.token, 'marketing', { granted: true });
    expect(news.json()).toMatchObject({ message: en(PRIVACY_MESSAGES.consentSaved), consent: { granted: true } });
    expect(stateOf((await consentsOf(me.token)).json(), 'marketing')).toMatchObject({ granted: true });
  });

  it('matrimonial: withdrawal hides the profile; subjectId is required and must be their own', async () => {
    const owner = await makeMember(ctx.app, 'free', {
      createdAt: new Date(Date.now() - 30 * 86_400_000).toISOString(),
    });
    const id = await makeProfile(ctx.app, owner.token);
    const missing = await put(owner.token, 'matrimonial', { granted: false });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['subjectId']);
    const other = await makeMember(ctx.app, 'free');
    expect((await put(other.token, 'matrimonial', { granted: false, subjectId: id })).statusCode).toBe(404);

    const res = await put(owner.token, 'matrimonial', { granted: false, subjectId: id });
    expect(res.statusCode).toBe(200);
    expect(res.json().consent).toMatchObject({ purpose: 'matrimonial', granted: false, subjectId: id });
    const profile = await ctx.app.db
      .selectFrom('matrimonialProfiles')
      .select('isVisible')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(profile.isVisible).toBe(0);
    const list = await ctx.app.inject({ url: '/api/matrimonial/profiles', headers: bearer(ctx.viewer.token) });
    expect(list.json().profiles.map((p: { _id: string }) => p._id)).not.toContain(id);
    // An admin cannot show it again while the family's withdrawal stands.
    const show = () =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/matrimonial/profiles/${id}/visibility`,
        headers: bearer(ctx.admin.token),
        payload: { isVisible: true },
      });
    const refused = await show();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().type).toBe('CONSENT_WITHDRAWN');
    expect((await put(owner.token, 'matrimonial', { granted: true, subjectId: id })).statusCode).toBe(200);
    expect((await show()).statusCode).toBe(200);
    const rows = (await rowsOf(owner.row.id)).filter((r) => r.purpose === 'matrimonial');
    expect(rows.map((r) => r.granted)).toEqual([1, 0, 1]);
  });

  it('a deactivated member withdraws but does not grant; suspended members cannot', async () => {
    const gone = await makeMember(ctx.app, 'deactivated');
    expect((await put(gone.token, 'marketing', { granted: false })).statusCode).toBe(200);
    expect((await put(gone.token, 'marketing', { granted: true })).statusCode).toBe(403);
    const banned = await makeMember(ctx.app, 'suspended');
    expect((await put(banned.token, 'marketing', { granted: false })).statusCode).toBe(403);
  });
});

describe('matrimonial profile creation', () => {
  const owner = async (): Promise<Member> =>
    makeMember(ctx.app, 'free', { createdAt: new Date(Date.now() - 30 * 86_400_000).toISOString() });

  it("records the consent to publish, on behalf of the relative named; 'false' is refused", async () => {
    const parent = await owner();
    const refused = await submitProfile(
      ctx.app,
      parent.token,
      profileValues({ profileType: 'son', consentConfirmed: 'false' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.consentConfirmed).toBe(en(PRIVACY_MESSAGES.matrimonialConsentRequired));
    expect(await rowsOf(parent.row.id)).toEqual([]);

    const made = await submitProfile(
      ctx.app,
      parent.token,
      profileValues({ profileType: 'son', fullName: 'Rahul Pawar', consentConfirmed: 'true' }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const [row] = await rowsOf(parent.row.id);
    expect(row).toMatchObject({
      purpose: 'matrimonial',
      granted: 1,
      version: '2024-05',
      subjectId: made.json().profile._id,
      onBehalfOf: 'Rahul Pawar',
    });

    const self = await owner();
    const own = await submitProfile(ctx.app, self.token, profileValues({ consentConfirmed: 'true' }));
    expect(own.statusCode).toBe(201);
    expect((await rowsOf(self.row.id))[0]).toMatchObject({ purpose: 'matrimonial', onBehalfOf: null });
  });
});

describe('a new policy version asks for agreement again', () => {
  it('the next sign-in carries consentRequired until the member agrees (PUT terms true)', async () => {
    const body = newMember();
    const res = await register(body);
    const id = res.json().user._id as string;
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phoneNumber: body.phoneNumber, password: body.password },
      });
    expect((await login()).json().consentRequired).toBeUndefined();

    expect((await setPolicyVersion('2026-12')).statusCode).toBe(200);
    const signedIn = await login();
    expect(signedIn.json().consentRequired).toEqual({ version: '2026-12' });
    const token = signedIn.json().token as string;
    expect((await consentsOf(token)).json()).toMatchObject({ policyVersion: '2026-12', agreementRequired: true });

    const agreed = await put(token, 'terms', { granted: true });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json().consent).toMatchObject({ purpose: 'terms', granted: true, version: '2026-12' });
    expect((await userRow(id)).policyVersion).toBe('2026-12');
    expect((await login()).json().consentRequired).toBeUndefined();
    expect((await consentsOf(token)).json().agreementRequired).toBe(false);

    // Admin sign-in too.
    const admin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { phoneNumber: ctx.admin.phone, password: ctx.admin.password },
    });
    expect(admin.json().consentRequired).toEqual({ version: '2026-12' });
    await setPolicyVersion('2024-05');
  });
});
