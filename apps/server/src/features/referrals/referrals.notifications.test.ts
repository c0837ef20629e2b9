import { describe, expect, it } from 'vitest';
import { notificationsOf } from '../../test/notifications.ts';
import { newId } from '../../lib/ids.ts';
import { bearer } from '../../test/helper.ts';
import { makeMember, uniquePhone, useTestApp, type Member, type Role } from '../../test/factories.ts';
import { onReferralJoined } from './referral-notifications.service.ts';

const ctx = useTestApp({ admin: 'admin' });

/** Registers a new member with the referrer's code, as the register page does; answers the new member's id. */
async function registerWithCode(referrer: Member, name: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name,
      phoneNumber: uniquePhone(),
      occupation: 'Tester',
      password: 'secret1',
      referralCode: referrer.row.referralCode,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().user.id as string;
}

/** `n` completed referrals of the referrer, straight in the database (members who completed their profiles). */
async function completedReferrals(referrer: Member, n: number) {
  const now = new Date().toISOString();
  for (let i = 0; i < n; i++) {
    const referred = await makeMember(ctx.app, 'free', { referredById: referrer.row.id, bio: 'Done' });
    await ctx.app.db
      .insertInto('referrals')
      .values({
        id: newId(),
        referrerId: referrer.row.id,
        referredId: referred.row.id,
        createdAt: now,
        status: 'completed',
        completedAt: now,
      })
      .execute();
  }
}

const referralOf = async (referredId: string) =>
  (await ctx.app.db.selectFrom('referrals').select('id').where('referredId', '=', referredId).executeTakeFirstOrThrow())
    .id;

const complete = (referralId: string, token = ctx.admin.token) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/referrals/${referralId}`,
    headers: bearer(token),
    payload: { status: 'completed' },
  });

describe('referral joined', () => {
  it('onReferralJoined tells the referrer, with the new member as the actor; never the member themself', async () => {
    const referrer = await makeMember(ctx.app, 'free');
    const joined = await makeMember(ctx.app, 'free', { name: 'Asha Kamble' });
    await ctx.app.db
      .transaction()
      .execute((trx) =>
        onReferralJoined(trx, { referrerId: referrer.row.id, memberId: joined.row.id, name: 'Asha Kamble' }),
      );
    expect(await notificationsOf(ctx.app, referrer.row.id)).toEqual([
      {
        kind: 'referral_joined',
        params: { name: 'Asha Kamble' },
        link: '/referral',
        subject: null,
        actorId: joined.row.id,
      },
    ]);
    expect(await notificationsOf(ctx.app, joined.row.id)).toEqual([]);
  });

  it('registering with my code tells me once, and the new member nothing', async () => {
    const referrer = await makeMember(ctx.app, 'free');
    const joinedId = await registerWithCode(referrer, 'Ravi Jadhav');
    expect(await notificationsOf(ctx.app, referrer.row.id)).toEqual([
      { kind: 'referral_joined', params: { name: 'Ravi Jadhav' }, link: '/referral', subject: null, actorId: joinedId },
    ]);
    expect(await notificationsOf(ctx.app, joinedId)).toEqual([]);
  });
});

describe('referral tier reached', () => {
  it('the admin completing the 5th referral tells the referrer of Silver once; the 6th tells nothing', async () => {
    const referrer = await makeMember(ctx.app, 'free');
    await completedReferrals(referrer, 4);
    const fifth = await referralOf(await registerWithCode(referrer, 'Fifth Member'));
    const sixth = await referralOf(await registerWithCode(referrer, 'Sixth Member'));
    const before = (await notificationsOf(ctx.app, referrer.row.id)).filter((row) => row.kind === 'referral_tier');
    expect(before).toEqual([]);
    expect((await complete(fifth)).statusCode).toBe(200);
    expect((await complete(sixth)).statusCode).toBe(200);
    expect((await notificationsOf(ctx.app, referrer.row.id)).filter((row) => row.kind === 'referral_tier')).toEqual([
      { kind: 'referral_tier', params: { tier: 'silver' }, link: '/referral', subject: null, actorId: null },
    ]);
    expect(await notificationsOf(ctx.app, ctx.admin.row.id)).toEqual([]);
  });

  it.each<[string, Role | null, number]>([
    ['visitor', null, 401],
    ['free', 'free', 403],
    ['premium', 'premium', 403],
  ])('%s (role %s) cannot complete a referral (%i) and nothing is told', async (_who, role, status) => {
    const referrer = await makeMember(ctx.app, 'free');
    await completedReferrals(referrer, 4);
    const fifth = await referralOf(await registerWithCode(referrer, 'Fifth Member'));
    const token = role ? (await makeMember(ctx.app, role)).token : undefined;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/referrals/${fifth}`,
      headers: token ? bearer(token) : {},
      payload: { status: 'completed' },
    });
    expect(res.statusCode).toBe(status);
    expect((await notificationsOf(ctx.app, referrer.row.id)).filter((row) => row.kind === 'referral_tier')).toEqual([]);
  });

  it('a referred member completing their profile (the 15th) tells the referrer of Gold, once', async () => {
    const referrer = await makeMember(ctx.app, 'free');
    await completedReferrals(referrer, 14);
    const referred = await makeMember(ctx.app, 'free', { referredById: referrer.row.id });
    await ctx.app.db
      .insertInto('referrals')
      .values({
        id: newId(),
        referrerId: referrer.row.id,
        referredId: referred.row.id,
        createdAt: new Date().toISOString(),
      })
      .execute();
    const writeBio = (bio: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/profile/me',
        headers: bearer(referred.token),
        payload: { profession: 'Engineer', bio },
      });
    expect((await writeBio('I completed my profile')).statusCode).toBe(200);
    // Emptying the bio and writing it again completes nothing new.
    expect((await writeBio('')).statusCode).toBe(200);
    expect((await writeBio('Again')).statusCode).toBe(200);
    expect((await notificationsOf(ctx.app, referrer.row.id)).filter((row) => row.kind === 'referral_tier')).toEqual([
      { kind: 'referral_tier', params: { tier: 'gold' }, link: '/referral', subject: null, actorId: null },
    ]);
    expect(await notificationsOf(ctx.app, referred.row.id)).toEqual([]);
  });
});
