import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { makeMember, useTestApp, uniquePhone } from '../test/factories.ts';
import { bearer, buildTestApp, postRaw } from '../test/helper.ts';
import { t, translate } from '../lib/i18n.ts';

const ctx = useTestApp({ member: 'free' });

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-IN,en;q=0.9' };
const DEVANAGARI = /[\u0900-\u097F]/;

describe("error replies in the request's language (issue 32)", () => {
  it('400: a bad JSON body and a value zod refuses in its own words are Hindi for hi, English otherwise', async () => {
    const badJson = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: '{"phoneNumber":',
        headers: { ...headers, 'content-type': 'application/json' },
      });
    const hi = await badJson(HINDI);
    expect(hi.statusCode).toBe(400);
    expect(hi.json()).toEqual({ message: t('hi', 'common.server.invalidJson'), type: ERROR_TYPES.validation });
    expect(hi.json().message).toMatch(DEVANAGARI);
    expect((await badJson({})).json()).toEqual({
      message: 'The request body is not valid JSON',
      type: ERROR_TYPES.validation,
    });
    expect((await postRaw(ctx.app, '/api/auth/login', '{')).json().message).toBe('The request body is not valid JSON');
    // Fastify's own client errors (a content type no route reads) keep Fastify's English, and are Hindi for hi.
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'hello',
      headers: { ...HINDI, 'content-type': 'text/x-unknown' },
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({
      message: t('hi', 'common.server.unsupportedMediaType'),
      type: ERROR_TYPES.validation,
    });

    // A language the schema does not know: zod's own message (no message of the schema's), in the catalogue's Hindi.
    const badLanguage = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/profile/me',
        headers: { ...bearer(ctx.member.token), ...headers },
        payload: { language: 'fr' },
      });
    const refusedHi = await badLanguage(HINDI);
    expect(refusedHi.statusCode).toBe(400);
    expect(refusedHi.json()).toEqual({
      message: t('hi', 'common.zod.invalidOption'),
      type: ERROR_TYPES.validation,
      fields: { language: t('hi', 'common.zod.invalidOption') },
    });
    const refusedEn = await badLanguage(ENGLISH);
    expect(refusedEn.json().type).toBe(ERROR_TYPES.validation);
    expect(refusedEn.json().fields.language).toMatch(/^Invalid option/);
  });

  it('401, 403, 404 and 409 carry the Hindi message with the same type', async () => {
    const noSession = await ctx.app.inject({ method: 'GET', url: '/api/profile/me', headers: HINDI });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json()).toEqual({
      message: t('hi', AUTH_MESSAGES.sessionExpired),
      type: ERROR_TYPES.unauthorized,
    });

    const notAdmin = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { ...bearer(ctx.member.token), ...HINDI },
    });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json()).toEqual({ message: t('hi', AUTH_MESSAGES.adminOnly), type: ERROR_TYPES.adminOnly });

    const missing = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: HINDI });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'नहीं मिला', type: ERROR_TYPES.notFound });
    const missingEn = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missingEn.json()).toEqual({ message: 'Not found', type: ERROR_TYPES.notFound });

    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: HINDI,
      payload: { name: 'Asha Verma', phoneNumber: ctx.member.phone, occupation: 'Teacher', password: 'secret-pass' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: t('hi', AUTH_MESSAGES.duplicateUser),
      type: ERROR_TYPES.duplicateUser,
      fields: { phoneNumber: t('hi', AUTH_MESSAGES.duplicateHint) },
    });
  });

  it('429: the throttled wording in Hindi, and the spec English (with the key) by default', async () => {
    const app = await buildTestApp({ authIpLimit: 1 });
    try {
      const login = (headers: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { phoneNumber: uniquePhone(), password: 'whatever' },
          headers,
        });
      expect((await login(HINDI)).statusCode).toBe(401);
      const hi = await login(HINDI);
      expect(hi.statusCode).toBe(429);
      expect(hi.json()).toEqual({
        message: translate('hi', 'common.throttled', { key: 'auth' }),
        type: ERROR_TYPES.throttled,
      });
      expect(hi.json().message).toMatch(DEVANAGARI);
      expect((await login({})).json()).toEqual({
        message: 'Request auth is throttled. Please try again later.',
        type: ERROR_TYPES.throttled,
      });
    } finally {
      await app.dispose();
    }
  });

  it("a member's saved language: set alone, read back, and it wins over Accept-Language", async () => {
    const member = await makeMember(ctx.app, 'free', { profession: 'Tailor' });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/me',
      headers: { ...bearer(member.token), ...ENGLISH },
      payload: { language: 'hi' },
    });
    expect(put.statusCode).toBe(200);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(member.token) });
    expect(me.statusCode).toBe(200);
    const body = JSON.stringify(me.json());
    expect(body).toContain('"language":"hi"');
    expect(body).toContain('"profession":"Tailor"');

    // Asked in English, answered in the member's Hindi.
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { ...bearer(member.token), ...ENGLISH },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: t('hi', AUTH_MESSAGES.adminOnly), type: ERROR_TYPES.adminOnly });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { ...bearer(member.token), ...ENGLISH },
    });
    expect(missing.json()).toEqual({ message: t('hi', 'common.server.notFound'), type: ERROR_TYPES.notFound });

    // Back to English: the same calls answer in English, whatever Accept-Language says.
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/me',
      headers: bearer(member.token),
      payload: { language: 'en' },
    });
    const english = await ctx.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { ...bearer(member.token), ...HINDI },
    });
    expect(english.json()).toEqual({ message: 'Not found', type: ERROR_TYPES.notFound });
  });
});
