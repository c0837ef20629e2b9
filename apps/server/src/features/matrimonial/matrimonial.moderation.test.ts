import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/helper.ts';
import { makeMember, useTestApp } from '../../test/factories.ts';
import { makeProfile } from '../../test/matrimonial.ts';

// Matrimonial profiles that three members' reports hid (moderation_state 1) or an admin removed (2).

const ctx = useTestApp({ other: 'premium', admin: 'admin' });
// A new account may submit one profile a day (the posting limits): each test has its own owner.
const newOwner = () => makeMember(ctx.app, 'premium');
const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? bearer(token) : {} });
const setState = (id: string, moderationState: 0 | 1 | 2) =>
  ctx.app.db.updateTable('matrimonialProfiles').set({ moderationState }).where('id', '=', id).execute();

describe.each([
  [1, 'hidden'],
  [2, 'removed'],
] as const)('a profile with moderation_state %i', (state, label) => {
  it('is out of the list (filters, search, count) for visitors, members and its owner', async () => {
    const owner = await newOwner();
    const city = `Moderatedpur${state}`;
    const id = await makeProfile(ctx.app, owner.token, 'approved', { city, fullName: `Hiddenname${state} Rao` });
    for (const token of [undefined, ctx.other.token, owner.token]) {
      const before = (await get(`/api/matrimonial/profiles?city=${city}`, token)).json();
      expect(before.profiles.map((p: { _id: string }) => p._id)).toEqual([id]);
    }
    await setState(id, state);
    for (const token of [undefined, ctx.other.token, owner.token, ctx.admin.token]) {
      for (const query of [`?city=${city}`, `?search=Hiddenname${state}`]) {
        const list = (await get(`/api/matrimonial/profiles${query}`, token)).json();
        expect(list.profiles).toEqual([]);
        expect(list.pagination.total).toBe(0);
      }
    }
  });

  it('its page, contacts and biodata: 404 for visitors and members; its owner and admins see it labelled', async () => {
    const owner = await newOwner();
    const id = await makeProfile(ctx.app, owner.token, 'approved');
    await setState(id, state);
    expect((await get(`/api/matrimonial/profiles/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/matrimonial/profiles/${id}`, ctx.other.token)).statusCode).toBe(404);
    expect((await get(`/api/matrimonial/profiles/${id}/biodata`, ctx.other.token)).statusCode).toBe(404);
    for (const token of [owner.token, ctx.admin.token]) {
      const res = await get(`/api/matrimonial/profiles/${id}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().profile.moderation).toBe(label);
    }
    const mine = (await get('/api/matrimonial/my-profiles', owner.token)).json().profiles as { _id: string }[];
    expect(mine.find((p) => p._id === id)).toMatchObject({ moderation: label });
    const admin = (await get('/api/admin/matrimonial/profiles?status=all&limit=100', ctx.admin.token)).json();
    expect(admin.profiles.find((p: { _id: string }) => p._id === id)).toMatchObject({ moderation: label });
  });
});

it('kept (state 0 again): listed and opened by everyone, without a label', async () => {
  const owner = await newOwner();
  const id = await makeProfile(ctx.app, owner.token, 'approved', { city: 'Keptpur' });
  await setState(id, 1);
  await setState(id, 0);
  expect((await get('/api/matrimonial/profiles?city=Keptpur')).json().profiles).toHaveLength(1);
  const res = await get(`/api/matrimonial/profiles/${id}`, owner.token);
  expect(res.json().profile.moderation).toBeUndefined();
  expect((await get(`/api/matrimonial/profiles/${id}`, ctx.other.token)).statusCode).toBe(200);
});
