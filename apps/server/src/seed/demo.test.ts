import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, bearer, countRows } from '../test/helper.ts';
import { makeMember, useTestApp } from '../test/factories.ts';
import { seedDemo } from './demo.ts';

const ctx = useTestApp();

describe('the demo seed', () => {
  it('builds a community of every plan and state, with photos, bios and referrals, once', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sangam-seed-'));
    const credentials = await seedDemo(ctx.app.db, dir, { adminConfigured: false });
    expect(credentials?.memberPhones).toHaveLength(12);
    expect(credentials?.password.length).toBeGreaterThanOrEqual(12);
    expect(await seedDemo(ctx.app.db, dir, { adminConfigured: false })).toEqual(credentials);

    const login = async (phoneNumber: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { phoneNumber, password: credentials!.password },
        })
      ).json();
    const asha = await login('9000000002');
    expect(asha.user).toMatchObject({
      name: 'Asha Kamble',
      planType: 'premium',
      profileImage: expect.stringMatching(/^\/api\/media\//),
    });
    expect(asha.user.referralStats.successfulReferrals).toBe(5);
    expect(asha.user.referralPerks.currentTier).toBe('silver');
    expect((await ctx.app.inject({ url: asha.user.profileImage })).headers['content-type']).toBe('image/jpeg');

    // Help and the footer have someone to call.
    const { settings } = (await ctx.app.inject({ url: '/api/site-settings' })).json();
    expect(settings).toMatchObject({ contactPhone: '9000000099', contactEmail: 'help@sangam.example' });

    const directory = (await ctx.app.inject({ url: '/api/directory', headers: bearer(asha.token) })).json();
    expect(directory.users.length).toBeGreaterThanOrEqual(8);
    // Issue 36: the cards carry no contacts; Show contact reveals them.
    const first = directory.users.find((user: { id: string }) => user.id !== asha.user.id);
    expect(first.phoneNumber).toBeUndefined();
    const revealed = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${first.id}/contact`,
      headers: bearer(asha.token),
    });
    expect(revealed.json().phoneNumber).toMatch(/^9000000/);
    expect((await login('9000000005')).user.planType).toBe('free'); // expired premium
    const listings = (await ctx.app.inject({ url: '/api/listings', headers: bearer(asha.token) })).json();
    expect(listings.listings.length).toBe(7);
    expect(listings.categories.length).toBeGreaterThanOrEqual(6);
    expect((await login('9000000001')).user.planType).toBe('admin');
    const news = (await ctx.app.inject({ url: '/api/news?limit=50' })).json().news;
    expect(news.length).toBeGreaterThanOrEqual(5);
    const events = (await ctx.app.inject({ url: '/api/news?category=event' })).json().news;
    expect(events.map((e: { isPast: boolean }) => e.isPast)).toEqual([false, true]);
    expect(events[0]).toMatchObject({ goingCount: expect.any(Number), images: expect.any(Array) });
    expect(events[0].images).toHaveLength(2);
  });
});

describe('the demo seed stays out of real sites (issue 9 item 3)', () => {
  const seedDir = () => mkdtempSync(path.join(os.tmpdir(), 'sangam-seed-'));
  const count = (db: typeof ctx.app.db) => countRows(db, 'users');

  it('seeds nothing when ADMIN_PHONE is set, even on an empty database', async () => {
    const empty = await buildTestApp();
    try {
      expect(await seedDemo(empty.db, seedDir(), { adminConfigured: true })).toBeUndefined();
      expect(await count(empty.db)).toBe(0);
    } finally {
      await empty.dispose();
    }
  });

  it('seeds nothing where members exist already', async () => {
    const live = await buildTestApp();
    try {
      await makeMember(live, 'free');
      expect(await seedDemo(live.db, seedDir(), { adminConfigured: false })).toBeUndefined();
      expect(await count(live.db)).toBe(1);
    } finally {
      await live.dispose();
    }
  });
});
