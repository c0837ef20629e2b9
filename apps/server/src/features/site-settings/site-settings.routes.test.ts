import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE_KINDS, NOTIFICATION_KINDS } from '@sangam/shared/notifications';
import { EMPTY_SITE_SETTINGS } from '@sangam/shared/site-settings';
import { bearer } from '../../test/helper.ts';
import { makeMember, type Role, useTestApp } from '../../test/factories.ts';

const ctx = useTestApp({ admin: ['admin', { name: 'Asha Admin' }] });

const SETTINGS = {
  communityName: 'Sangam Samaj Nagpur',
  contactPhone: '+91 98765 43210',
  contactEmail: 'help@example.org',
  whatsappNumber: '9876543211',
  address: 'Community Hall, Nagpur',
  eventsUrl: 'https://events.example.org',
  socialLinks: [
    { name: 'Facebook', url: 'https://facebook.com/example' },
    { name: 'YouTube', url: 'https://youtube.com/@example' },
  ],
  leadership: [{ name: 'Asha Rao', role: 'President' }],
};
/** What the settings read back: the grievance officer and policy version (issue 36) keep their defaults here. */
const DATA_RIGHTS_DEFAULTS = { grievanceName: '', grievanceEmail: '', grievancePhone: '', policyVersion: '2024-05' };
const STORED = { ...SETTINGS, contactPhone: '9876543210', ...DATA_RIGHTS_DEFAULTS };
/** What admins read back: the settings and the kinds that may go out by WhatsApp/SMS (the defaults until chosen). */
const ADMIN_STORED = {
  ...STORED,
  phoneNotificationKinds: NOTIFICATION_KINDS.filter((kind) => DEFAULT_PHONE_KINDS.includes(kind)),
};

const read = (token?: string) => ctx.app.inject({ url: '/api/site-settings', headers: token ? bearer(token) : {} });
const put = (token: string | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/site-settings',
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });
const auditRows = () =>
  ctx.app.db.selectFrom('auditLog').selectAll().where('action', '=', 'site-settings.update').execute();

describe('site settings', () => {
  it('a new install answers empty values to everyone, nothing invented', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ settings: EMPTY_SITE_SETTINGS });
  });

  it.each<[Role | 'visitor', number]>([
    ['visitor', 401],
    ['free', 403],
    ['premium', 403],
    ['expired', 403],
    ['suspended', 403],
    ['deactivated', 403],
  ])('%s cannot change them (%i) and nothing is written', async (role, status) => {
    const caller = role === 'visitor' ? undefined : await makeMember(ctx.app, role);
    const res = await put(caller?.token, SETTINGS);
    expect(res.statusCode).toBe(status);
    expect((await read()).json()).toEqual({ settings: EMPTY_SITE_SETTINGS });
    expect(await auditRows()).toEqual([]);
  });

  it('an admin saves them; everyone reads them; the audit log says who changed what', async () => {
    const res = await put(ctx.admin.token, SETTINGS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Site settings saved successfully!', settings: ADMIN_STORED });
    for (const role of ['visitor', 'free', 'premium'] as const) {
      const viewer = role === 'visitor' ? undefined : await makeMember(ctx.app, role);
      expect((await read(viewer?.token)).json()).toEqual({ settings: STORED });
    }
    const [entry] = await auditRows();
    expect(entry).toMatchObject({ actorId: ctx.admin.row.id, actorName: 'Asha Admin', targetName: 'Site settings' });
    expect(entry!.details).toBe(
      'Changed: communityName, contactPhone, contactEmail, whatsappNumber, address, eventsUrl, socialLinks, leadership',
    );

    // Clearing a field is a change too; the rest stays.
    const cleared = await put(ctx.admin.token, { ...SETTINGS, eventsUrl: '', socialLinks: [] });
    expect(cleared.json().settings).toEqual({ ...ADMIN_STORED, eventsUrl: '', socialLinks: [] });
    expect((await auditRows()).map((r) => r.details)).toContain('Changed: eventsUrl, socialLinks');
  });

  it.each([
    ['contactPhone', { contactPhone: '12345' }, 'Enter a 10-digit Indian mobile number, with or without +91'],
    [
      'whatsappNumber',
      { whatsappNumber: '+1 415 555 0100' },
      'Enter a 10-digit Indian mobile number, with or without +91',
    ],
    ['contactEmail', { contactEmail: 'nope' }, 'Enter a valid email address'],
    ['eventsUrl', { eventsUrl: 'javascript:alert(1)' }, 'Enter a web address starting with http:// or https://'],
    [
      'socialLinks.1.url',
      { socialLinks: [SETTINGS.socialLinks[0], { name: 'Bad', url: 'ftp://example.org' }] },
      'Enter a web address starting with http:// or https://',
    ],
    ['leadership.0.role', { leadership: [{ name: 'Asha', role: '' }] }, 'This field is required'],
    ['address', { address: 'Hall\u0007 Road' }, 'Remove the invisible control characters from this field'],
  ])('400 naming %s, nothing written', async (field, change, message) => {
    const before = (await read()).json();
    const auditsBefore = (await auditRows()).length;
    const res = await put(ctx.admin.token, { ...SETTINGS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'VALIDATION_ERROR', fields: { [field]: message } });
    expect((await read()).json()).toEqual(before);
    expect(await auditRows()).toHaveLength(auditsBefore);
  });

  it('400 for a missing field or a body that is not an object', async () => {
    const { address: _address, ...withoutAddress } = SETTINGS;
    expect((await put(ctx.admin.token, withoutAddress)).json().fields).toHaveProperty('address');
    expect((await put(ctx.admin.token, [])).statusCode).toBe(400);
  });

  it.each<[Role | 'visitor', number]>([
    ['visitor', 401],
    ['free', 403],
    ['premium', 403],
    ['expired', 403],
    ['suspended', 403],
    ['deactivated', 403],
  ])('%s cannot read the admins’ settings (%i)', async (role, status) => {
    const caller = role === 'visitor' ? undefined : await makeMember(ctx.app, role);
    const res = await ctx.app.inject({ url: '/api/admin/site-settings', headers: caller ? bearer(caller.token) : {} });
    expect(res.statusCode).toBe(status);
  });

  it('admins choose which notification kinds may go out by WhatsApp/SMS; members never see the list', async () => {
    const readAdmin = async () =>
      (await ctx.app.inject({ url: '/api/admin/site-settings', headers: bearer(ctx.admin.token) })).json();
    const auditsBefore = (await auditRows()).length;
    const res = await put(ctx.admin.token, {
      ...STORED,
      phoneNotificationKinds: ['payment_received', 'question_answered', 'payment_received'],
    });
    expect(res.statusCode).toBe(200);
    // In the kinds' own order, once each.
    expect(res.json().settings.phoneNotificationKinds).toEqual(['question_answered', 'payment_received']);
    expect((await readAdmin()).settings.phoneNotificationKinds).toEqual(['question_answered', 'payment_received']);
    const audits = await auditRows();
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.filter((r) => r.details.includes('phoneNotificationKinds'))).toHaveLength(1);
    expect((await read()).json().settings).not.toHaveProperty('phoneNotificationKinds');

    // A save of the details alone leaves the kinds; none at all is a choice too.
    await put(ctx.admin.token, { ...STORED, address: 'New Hall' });
    expect((await readAdmin()).settings.phoneNotificationKinds).toEqual(['question_answered', 'payment_received']);
    await put(ctx.admin.token, { ...STORED, phoneNotificationKinds: [] });
    expect((await readAdmin()).settings.phoneNotificationKinds).toEqual([]);

    const bad = await put(ctx.admin.token, { ...STORED, phoneNotificationKinds: ['pigeon_post'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['phoneNotificationKinds.0']);
    expect((await readAdmin()).settings.phoneNotificationKinds).toEqual([]);
  });

  it('the grievance officer: admins save name, e-mail and phone, everyone reads them; left out, they stay', async () => {
    const officer = {
      grievanceName: 'Sunita Deshmukh',
      grievanceEmail: 'grievance@example.org',
      grievancePhone: '+91 98220 12345',
    };
    const res = await put(ctx.admin.token, { ...SETTINGS, ...officer });
    expect(res.statusCode).toBe(200);
    const saved = { ...officer, grievancePhone: '9822012345' };
    expect(res.json().settings).toMatchObject(saved);
    expect((await read()).json().settings).toMatchObject(saved);
    const [entry] = (await auditRows()).slice(-1);
    expect(entry!.details).toContain('grievanceName');

    // A save without them (an older form) keeps them, and the policy version too.
    expect((await put(ctx.admin.token, { ...SETTINGS, address: 'Another Hall' })).statusCode).toBe(200);
    expect((await read()).json().settings).toMatchObject({
      ...saved,
      address: 'Another Hall',
      policyVersion: '2024-05',
    });

    const bad = await put(ctx.admin.token, { ...SETTINGS, grievanceEmail: 'nope', grievancePhone: '123' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['grievanceEmail', 'grievancePhone']);
    expect((await put(ctx.admin.token, { ...SETTINGS, policyVersion: ' ' })).json().fields).toHaveProperty(
      'policyVersion',
    );
  });

  it('raising the policy version asks members at their next sign-in; agreeing (PUT terms true) clears it', async () => {
    const member = await makeMember(ctx.app, 'free', { policyVersion: '2024-05' });
    const login = async () =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { phoneNumber: member.phone, password: member.password },
        })
      ).json();
    expect((await login()).consentRequired).toBeUndefined();

    const raised = await put(ctx.admin.token, { ...SETTINGS, policyVersion: '2025-01' });
    expect(raised.json().settings.policyVersion).toBe('2025-01');
    expect((await read()).json().settings.policyVersion).toBe('2025-01');
    expect((await auditRows()).slice(-1)[0]!.details).toContain('policyVersion');
    const signedIn = await login();
    expect(signedIn.consentRequired).toEqual({ version: '2025-01' });

    const agreed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/consents/terms',
      headers: bearer(signedIn.token),
      payload: { granted: true },
    });
    expect(agreed.statusCode).toBe(200);
    expect((await login()).consentRequired).toBeUndefined();
    await put(ctx.admin.token, { ...SETTINGS, policyVersion: '2024-05' });
  });
});
