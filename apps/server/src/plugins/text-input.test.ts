import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '@sangam/shared/error-types';
import { bearer, postRaw } from '../test/helper.ts';
import { makeMember, useTestApp } from '../test/factories.ts';
import { t } from '../lib/i18n.ts';

const ctx = useTestApp({ admin: 'admin', member: 'free' });

const refused = (res: { statusCode: number; json: () => { fields?: Record<string, string> } }, field: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().fields).toEqual({ [field]: t('en', CONTROL_CHARACTER_MESSAGE) });
};

describe('control characters in text (issue 9 item 14)', () => {
  it('a NUL or another control character in a body field is a 400 naming it, on both databases', async () => {
    const put = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: '/api/profile/me', headers: bearer(ctx.member.token), payload });
    refused(await put({ profession: 'Tailor', bio: 'Hello\u0000world' }), 'bio');
    refused(await put({ profession: 'Tai\u0007lor' }), 'profession');
    refused(await put({ profession: 'Tailor', interests: ['Music', 'Cri\u0000cket'] }), 'interests.1');
    refused(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'A\u001bB', phoneNumber: '9000012345', occupation: 'Chef', password: 'secret1' },
      }),
      'name',
    );
    refused(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: bearer(ctx.admin.token),
        payload: { name: 'Nul\u0000Name', phoneNumber: '9000012346', password: 'secret1' },
      }),
      'name',
    );
    const after = (await ctx.app.inject({ url: '/api/profile/me', headers: bearer(ctx.member.token) })).json().user;
    expect(after.bio).toBe('');
  });

  it('in the query or the path, too', async () => {
    refused(await ctx.app.inject({ url: '/api/directory?search=%00', headers: bearer(ctx.member.token) }), 'search');
    refused(await ctx.app.inject({ url: '/api/users/ab%00cd', headers: bearer(ctx.member.token) }), 'userId');
    refused(
      await ctx.app.inject({ url: '/api/listings?category=%01x', headers: bearer(ctx.member.token) }),
      'category',
    );
  });

  it('keeps line breaks and tabs; a carriage return becomes a line break', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/me',
      headers: bearer(ctx.member.token),
      payload: { profession: 'Tailor', bio: 'Line one\r\nLine two\tand a tab\rend' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.bio).toBe('Line one\nLine two\tand a tab\nend');
  });
});

describe('unique values (issue 9 item 14)', () => {
  it('two admins giving two members the same new phone at once: one wins, the other gets a 409 naming the field', async () => {
    const [first, second] = [await makeMember(ctx.app, 'free'), await makeMember(ctx.app, 'free')];
    const otherAdmin = await makeMember(ctx.app, 'admin');
    const phoneNumber = '9123400001';
    // Each update also resets a password, so both may pass the "phone taken?" check before either writes: the
    // loser is then stopped by the unique index. Either way its 409 names the field.
    const [a, b] = await Promise.all([
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${first.row.id}`,
        headers: bearer(ctx.admin.token),
        payload: { phoneNumber, password: 'new-secret-1' },
      }),
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${second.row.id}`,
        headers: bearer(otherAdmin.token),
        payload: { phoneNumber, password: 'new-secret-2' },
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ type: 'DUPLICATE_USER', fields: { phoneNumber: expect.any(String) } });
  });
});

describe('deeply nested bodies (issue 29 item 3)', () => {
  const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

  it('8,000 levels are a 400 naming the body on anonymous routes, not a 500', async () => {
    for (const url of ['/api/auth/register', '/api/auth/login', '/api/forms/any-form/submit']) {
      for (const payload of [nested(8000), nestedArrays(8000), `{"name":${nested(8000)}}`]) {
        const res = await postRaw(ctx.app, url, payload);
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toMatchObject({
          type: 'VALIDATION_ERROR',
          fields: { body: expect.stringMatching(/nested/) },
        });
      }
    }
  });

  it('nesting within the limit still reaches the route', async () => {
    const res = await postRaw(
      ctx.app,
      '/api/auth/login',
      `{"phoneNumber":"9000000000","password":"x","extra":${nested(20)}}`,
    );
    expect(res.statusCode).not.toBe(500);
    expect(res.json().fields?.body ?? '').not.toMatch(/nested/);
  });
});
