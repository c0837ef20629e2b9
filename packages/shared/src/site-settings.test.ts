import { describe, expect, it } from 'vitest';
import {
  AdminSiteSettingsSchema,
  PhoneNotificationKindsSchema,
  SiteSettingsSchema,
  EMPTY_SITE_SETTINGS,
} from './site-settings.ts';

const valid = {
  communityName: '  Sangam Samaj  ',
  contactPhone: '+91 98765-43210',
  contactEmail: 'help@example.org',
  whatsappNumber: '09876543211',
  address: 'Community Hall, Nagpur',
  eventsUrl: 'https://events.example.org',
  socialLinks: [{ name: 'Facebook', url: 'https://facebook.com/example' }],
  leadership: [{ name: 'Asha Rao', role: 'President' }],
};

const fieldsOf = (input: unknown) => {
  const result = SiteSettingsSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('SiteSettingsSchema', () => {
  it('trims text and stores Indian mobiles as 10 digits', () => {
    expect(SiteSettingsSchema.parse(valid)).toEqual({
      ...valid,
      communityName: 'Sangam Samaj',
      contactPhone: '9876543210',
      whatsappNumber: '9876543211',
    });
  });

  it('accepts a new install: everything empty', () => {
    // The admins' body also carries the grievance officer and the policy version (issue 36), kept as they are.
    expect(AdminSiteSettingsSchema.parse(EMPTY_SITE_SETTINGS)).toEqual(EMPTY_SITE_SETTINGS);
  });

  it('the grievance officer and the policy version: checked when given, left out when not', () => {
    const parsed = AdminSiteSettingsSchema.parse({
      ...valid,
      grievanceName: ' Sunita Deshmukh ',
      grievanceEmail: 'grievance@example.org',
      grievancePhone: '+91 98220 12345',
      policyVersion: ' 2026-12 ',
    });
    expect(parsed).toMatchObject({
      grievanceName: 'Sunita Deshmukh',
      grievancePhone: '9822012345',
      policyVersion: '2026-12',
    });
    expect(AdminSiteSettingsSchema.parse(valid)).not.toHaveProperty('policyVersion');
    const refused = AdminSiteSettingsSchema.safeParse({ ...valid, grievanceEmail: 'nope', policyVersion: '' });
    expect(refused.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'grievanceEmail',
      'policyVersion',
    ]);
  });

  it.each([
    ['contactPhone', '12345', 'Enter a 10-digit Indian mobile number, with or without +91'],
    ['contactPhone', '+44 7700 900123', 'Enter a 10-digit Indian mobile number, with or without +91'],
    ['whatsappNumber', '5876543210', 'Enter a 10-digit Indian mobile number, with or without +91'],
    ['contactEmail', 'not-an-email', 'Enter a valid email address'],
    ['eventsUrl', 'javascript:alert(1)', 'Enter a web address starting with http:// or https://'],
    ['eventsUrl', 'events.example.org', 'Enter a web address starting with http:// or https://'],
    ['eventsUrl', 'ftp://example.org', 'Enter a web address starting with http:// or https://'],
    // The control-character message is a catalogue id (common), said in the reader's language where it is shown.
    ['address', 'Line\u0000two', 'common.controlCharacters'],
    ['communityName', 'x'.repeat(101), 'At most 100 characters'],
  ])('%s %j is refused', (field, value, message) => {
    expect(fieldsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('names the entry of a list that is wrong', () => {
    const socialLinks = [
      { name: 'Facebook', url: 'https://facebook.com/x' },
      { name: 'Bad', url: 'data:text/html,hi' },
    ];
    expect(fieldsOf({ ...valid, socialLinks })).toEqual({
      'socialLinks.1.url': 'Enter a web address starting with http:// or https://',
    });
    expect(fieldsOf({ ...valid, leadership: [{ name: ' ', role: 'Secretary' }] })).toEqual({
      'leadership.0.name': 'This field is required',
    });
  });
});

describe('PhoneNotificationKindsSchema', () => {
  it('keeps the kinds in their own order, and never the admins’ (no message template exists for them)', () => {
    expect(PhoneNotificationKindsSchema.parse(['server_error', 'payment_received', 'premium_ended'])).toEqual([
      'premium_ended',
      'payment_received',
    ]);
    expect(PhoneNotificationKindsSchema.safeParse(['no_such_kind']).success).toBe(false);
  });
});
