import { describe, expect, it } from 'vitest';
import { bearer } from '../test/helper.ts';
import { useTestApp } from '../test/factories.ts';

const ctx = useTestApp({ admin: 'admin', member: 'premium' });

describe('private replies are never cached (issue 9 item 4)', () => {
  it.each([
    '/api/profile/me',
    '/api/users/MEMBER',
    '/api/users/MEMBER/public',
    '/api/directory',
    '/api/referrals/info',
    '/api/admin/users',
    '/api/admin/users/export',
    '/api/admin/dashboard',
    '/api/directory/config',
  ])('%s: Cache-Control no-store', async (url) => {
    const res = await ctx.app.inject({
      url: url.replace('MEMBER', ctx.member.row.id),
      headers: bearer(ctx.admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('also the sign-in reply, which carries the member and a token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phoneNumber: ctx.member.phone, password: ctx.member.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('request ids (issue 9 item 13)', () => {
  it('are made by the server, never taken from the client', async () => {
    const res = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'forged-id' } });
    const id = res.headers['x-request-id'];
    expect(id).not.toBe('forged-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'forged-id' } });
    expect(again.headers['x-request-id']).not.toBe(id);
  });
});
