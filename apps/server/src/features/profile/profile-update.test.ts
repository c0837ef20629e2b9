import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@sangam/shared/profile';
import { UPLOADS } from '@sangam/shared/limits';
import { bearer } from '../../test/helper.ts';
import { makeMember, type Role, useTestApp, LOCKED_OUT, allowed, tokenOf } from '../../test/factories.ts';
import { photoDataUrl } from '../../test/images.ts';
import { t } from '../../lib/i18n.ts';

const ctx = useTestApp();

const put = (token: string | undefined, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/profile/me', headers: token ? bearer(token) : {}, payload });
const row = (id: string) => ctx.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('PUT /api/profile/me', () => {
  it.each([...LOCKED_OUT, ...allowed<Role>('free', 'premium', 'admin')])('%s: $2', async (_who, role, status) => {
    const token = await tokenOf(ctx.app, role);
    expect((await put(token, { profession: 'Teacher' })).statusCode).toBe(status);
  });

  it('saves the fields; name and phone cannot be changed this way', async () => {
    const member = await makeMember(ctx.app);
    const res = await put(member.token, {
      profession: 'Civil engineer',
      bio: 'Builds bridges',
      address: 'Pune',
      email: 'me@example.com',
      interests: ['Cricket', 'Cricket', 'Music'],
      name: 'Someone Else',
      phoneNumber: '9999999999',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      profession: 'Civil engineer',
      bio: 'Builds bridges',
      address: 'Pune',
      email: 'me@example.com',
      interests: ['Cricket', 'Music'],
      name: member.row.name,
      phoneNumber: member.phone,
    });
  });

  it('requires the profession and names the field', async () => {
    const member = await makeMember(ctx.app);
    const res = await put(member.token, { profession: '  ', bio: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ profession: t('en', PROFILE_MESSAGES.professionRequired) });
    expect((await row(member.row.id)).bio).toBe('');
  });

  it('re-encodes the photo as a bounded JPEG without EXIF, served with long cache headers', async () => {
    const member = await makeMember(ctx.app);
    const res = await put(member.token, { profession: 'Photographer', profileImage: await photoDataUrl(1600, 1600) });
    expect(res.statusCode).toBe(200);
    const url = res.json().user.profileImage as string;
    expect(url).toMatch(/^\/api\/media\/[a-f0-9]{24}$/);
    const image = await ctx.app.inject({ url });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(512);
    expect(meta.exif).toBeUndefined();
  });

  it('replacing or removing the photo deletes the old one', async () => {
    const member = await makeMember(ctx.app);
    const first = (await put(member.token, { profession: 'X', profileImage: await photoDataUrl() })).json().user
      .profileImage;
    const second = (await put(member.token, { profession: 'X', profileImage: await photoDataUrl() })).json().user
      .profileImage;
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ url: first })).statusCode).toBe(404);
    const removed = (await put(member.token, { profession: 'X', profileImage: null })).json().user.profileImage;
    expect(removed).toBeNull();
    expect((await ctx.app.inject({ url: second })).statusCode).toBe(404);
  });

  it('refuses something that is not an image, naming the field, and changes nothing', async () => {
    const member = await makeMember(ctx.app);
    const fake = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`;
    for (const profileImage of [fake, 'javascript:alert(1)']) {
      const res = await put(member.token, { profession: 'Changed', bio: 'Changed', profileImage });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ profileImage: t('en', PROFILE_MESSAGES.imageUnsupported) });
    }
    expect((await row(member.row.id)).profession).not.toBe('Changed');
  });

  it('answers 413 with the spec message above 9,437,184 characters', async () => {
    const member = await makeMember(ctx.app);
    const profileImage = `data:image/jpeg;base64,${'A'.repeat(UPLOADS.profileImageEncodedMax)}`;
    const res = await put(member.token, { profession: 'Big', profileImage });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      message: t('en', PROFILE_MESSAGES.imageTooLarge),
      fields: { profileImage: t('en', PROFILE_MESSAGES.imageTooLarge) },
    });
    expect((await row(member.row.id)).profession).not.toBe('Big');
  });

  it('a body far beyond any photo is refused with a 413, not a 500', async () => {
    const member = await makeMember(ctx.app);
    const res = await put(member.token, {
      profession: 'Huge',
      bio: 'x'.repeat(UPLOADS.profileImageEncodedMax + 200_000),
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('completing the profile completes the referral', () => {
  it("moves the referrer's pending referral to completed and counts it", async () => {
    const referrer = await makeMember(ctx.app);
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'New Member',
        phoneNumber: '9345678901',
        occupation: 'Chef',
        password: 'secret1',
        referralCode: referrer.row.referralCode,
      },
    });
    const token = reg.json().token as string;
    const info = () =>
      ctx.app.inject({ url: '/api/referrals/info', headers: bearer(referrer.token) }).then((r) => r.json());
    expect((await info()).referralStats).toMatchObject({ totalReferrals: 1, successfulReferrals: 0 });

    const saved = await put(token, { profession: 'Chef', bio: 'I cook' });
    expect(saved.json().message).toBe(t('en', PROFILE_MESSAGES.created));
    const after = await info();
    expect(after.referralStats).toMatchObject({ totalReferrals: 1, successfulReferrals: 1, activeReferrals: 1 });
    expect(after.recentReferrals[0]).toMatchObject({ status: 'completed', referred: { name: 'New Member' } });
    expect((await put(token, { profession: 'Chef', bio: 'Edited' })).json().message).toBe(
      t('en', PROFILE_MESSAGES.updated),
    );
  });
});
