import { describe, expect, it } from 'vitest';
import { SHORTLIST_LIMITS, SHORTLIST_MESSAGES as S } from '@sangam/shared/matrimonial-shortlist';
import { translate } from '../../lib/i18n.ts';
import { bearer } from '../../test/helper.ts';
import { LOCKED_OUT, makeMember, tokenOf, useTestApp } from '../../test/factories.ts';
import { SETTLED, raisePostingLimit } from '../../test/posting.ts';
import { makeProfile } from '../../test/matrimonial.ts';

const english = (message: string) => translate('en', message);

const ctx = useTestApp({
  owner: ['free', SETTLED],
  member: 'free',
  premium: 'premium',
  admin: 'admin',
  blocker: 'free',
});
raisePostingLimit('matrimonial', 100);

type Profile = { _id: string; fullName: string; shortlisted?: boolean };

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {} });
const names = (body: { profiles: Profile[] }) => body.profiles.map((p) => p.fullName);
const bride = (name: string, token = ctx.owner.token, status: 'approved' | 'pending' = 'approved') =>
  makeProfile(ctx.app, token, status, { fullName: name, gender: 'female', profileType: 'daughter' });

describe('shortlist', () => {
  it('refuses visitors, suspended and deactivated members on every route', async () => {
    const id = await bride('Locked Bride');
    for (const [, role, status] of LOCKED_OUT) {
      const token = await tokenOf(ctx.app, role);
      for (const [method, url] of [
        ['GET', '/api/matrimonial/shortlist'],
        ['POST', `/api/matrimonial/shortlist/${id}`],
        ['DELETE', `/api/matrimonial/shortlist/${id}`],
        ['GET', '/api/matrimonial/hidden'],
        ['POST', `/api/matrimonial/profiles/${id}/hide`],
        ['DELETE', `/api/matrimonial/profiles/${id}/hide`],
      ] as const) {
        expect((await call(method, url, token)).statusCode, `${role} ${method} ${url}`).toBe(status);
      }
    }
  });

  it.each(['member', 'premium', 'admin'] as const)(
    'a %s keeps profiles, newest first, idempotently, and the lists say shortlisted',
    async (who) => {
      const token = ctx[who].token;
      const first = await bride(`First ${who}`);
      const second = await bride(`Second ${who}`);
      const added = await call('POST', `/api/matrimonial/shortlist/${first}`, token);
      expect(added.statusCode).toBe(201);
      expect(added.json()).toEqual({ message: english(S.added), shortlisted: true });
      expect((await call('POST', `/api/matrimonial/shortlist/${first}`, token)).statusCode).toBe(201);
      expect((await call('POST', `/api/matrimonial/shortlist/${second}`, token)).statusCode).toBe(201);

      const list = await call('GET', '/api/matrimonial/shortlist', token);
      expect(list.statusCode).toBe(200);
      expect(names(list.json())).toEqual([`Second ${who}`, `First ${who}`]);
      expect(list.json().pagination).toMatchObject({ page: 1, total: 2, pages: 1 });
      expect(list.json().profiles.every((p: Profile) => p.shortlisted === true)).toBe(true);

      const detail = await call('GET', `/api/matrimonial/profiles/${first}`, token);
      expect(detail.json().profile.shortlisted).toBe(true);
      const browse = (await call('GET', '/api/matrimonial/profiles?limit=50', token)).json().profiles as Profile[];
      expect(browse.find((p) => p._id === first)?.shortlisted).toBe(true);
      expect(browse.find((p) => p._id !== first && p._id !== second)?.shortlisted).toBe(false);

      const removed = await call('DELETE', `/api/matrimonial/shortlist/${first}`, token);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ message: english(S.removed), shortlisted: false });
      expect(names((await call('GET', '/api/matrimonial/shortlist', token)).json())).toEqual([`Second ${who}`]);
      expect((await call('GET', `/api/matrimonial/profiles/${first}`, token)).json().profile.shortlisted).toBe(false);
      await call('DELETE', `/api/matrimonial/shortlist/${second}`, token);
    },
  );

  it('visitors get no shortlisted field', async () => {
    const id = await bride('Visitor Bride');
    expect((await call('GET', `/api/matrimonial/profiles/${id}`)).json().profile.shortlisted).toBeUndefined();
  });

  it('404 for a profile the member may not see (pending, unknown, blocked); 400 for their own', async () => {
    const pending = await bride('Pending Bride', ctx.owner.token, 'pending');
    expect((await call('POST', `/api/matrimonial/shortlist/${pending}`, ctx.member.token)).statusCode).toBe(404);
    expect((await call('POST', '/api/matrimonial/shortlist/nope', ctx.member.token)).statusCode).toBe(404);
    // The admin may (admins see pending profiles).
    expect((await call('POST', `/api/matrimonial/shortlist/${pending}`, ctx.admin.token)).statusCode).toBe(201);
    await call('DELETE', `/api/matrimonial/shortlist/${pending}`, ctx.admin.token);

    const own = await call('POST', `/api/matrimonial/shortlist/${pending}`, ctx.owner.token);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(english(S.own));

    const blockers = await bride('Blocked Bride', ctx.blocker.token);
    expect((await call('POST', `/api/matrimonial/shortlist/${blockers}`, ctx.premium.token)).statusCode).toBe(201);
    await ctx.app.db
      .insertInto('blocks')
      .values({ blockerId: ctx.blocker.row.id, blockedId: ctx.premium.row.id, createdAt: new Date().toISOString() })
      .execute();
    expect((await call('POST', `/api/matrimonial/shortlist/${blockers}`, ctx.premium.token)).statusCode).toBe(404);
    // Kept before the block: gone from the list, and still removable.
    expect(names((await call('GET', '/api/matrimonial/shortlist', ctx.premium.token)).json())).not.toContain(
      'Blocked Bride',
    );
    expect((await call('DELETE', `/api/matrimonial/shortlist/${blockers}`, ctx.premium.token)).statusCode).toBe(200);
  });

  it('a profile that leaves the list leaves the shortlist', async () => {
    const member = await makeMember(ctx.app, 'free');
    const id = await bride('Leaving Bride');
    await call('POST', `/api/matrimonial/shortlist/${id}`, member.token);
    await ctx.app.db.updateTable('matrimonialProfiles').set({ isVisible: 0 }).where('id', '=', id).execute();
    const list = (await call('GET', '/api/matrimonial/shortlist', member.token)).json();
    expect(names(list)).toEqual([]);
    expect(list.pagination.total).toBe(0);
  });

  it(`keeps at most ${SHORTLIST_LIMITS.max} profiles: 409 beyond, with a clear message`, async () => {
    const member = await makeMember(ctx.app, 'free');
    // Fill the shortlist to the limit directly, with copies of one approved profile.
    const extra = await bride('Over The Limit');
    // Without PostgreSQL's generated search columns.
    const row = await ctx.app.db
      .selectFrom('matrimonialProfiles')
      .selectAll()
      .where('id', '=', extra)
      .executeTakeFirstOrThrow();
    const model = Object.fromEntries(Object.entries(row).filter(([column]) => !column.startsWith('search')));
    const copies = Array.from({ length: SHORTLIST_LIMITS.max }, (_, n) => ({
      ...model,
      id: `${extra}-copy-${n}`,
      // Not today's: the owner's day of posting is left alone.
      createdAt: '2025-01-01T00:00:00.000Z',
    }));
    await ctx.app.db
      .insertInto('matrimonialProfiles')
      .values(copies as never)
      .execute();
    const filler = copies.map((copy, n) => ({
      userId: member.row.id,
      profileId: copy.id,
      createdAt: new Date(Date.now() - n * 1000).toISOString(),
    }));
    await ctx.app.db.insertInto('matrimonialShortlist').values(filler).execute();
    const refused = await call('POST', `/api/matrimonial/shortlist/${extra}`, member.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(english(S.full));
    expect(english(S.full)).toContain('200');
    // One already kept is no error; after removing one, another fits.
    expect((await call('POST', `/api/matrimonial/shortlist/${filler[0]!.profileId}`, member.token)).statusCode).toBe(
      201,
    );
    await call('DELETE', `/api/matrimonial/shortlist/${filler[0]!.profileId}`, member.token);
    expect((await call('POST', `/api/matrimonial/shortlist/${extra}`, member.token)).statusCode).toBe(201);
  });
});

describe('Not interested', () => {
  it.each(['member', 'premium', 'admin'] as const)(
    'a %s hides a profile from the list for 90 days, sees it under Hidden, and undoes it',
    async (who) => {
      const viewer = await makeMember(ctx.app, who === 'member' ? 'free' : who);
      const id = await bride(`Hidden ${who}`);
      const browse = async () =>
        names((await call('GET', `/api/matrimonial/profiles?limit=50&search=Hidden`, viewer.token)).json());
      expect(await browse()).toContain(`Hidden ${who}`);

      const hidden = await call('POST', `/api/matrimonial/profiles/${id}/hide`, viewer.token);
      expect(hidden.statusCode).toBe(201);
      expect(hidden.json()).toMatchObject({ message: english(S.hidden), hidden: true });
      const days = (Date.parse(hidden.json().hiddenUntil) - Date.now()) / 86_400_000;
      expect(Math.round(days)).toBe(90);
      expect(await browse()).not.toContain(`Hidden ${who}`);
      // Others still see it; the detail page still opens for the member.
      expect(names((await call('GET', '/api/matrimonial/profiles?limit=50&search=Hidden')).json())).toContain(
        `Hidden ${who}`,
      );
      expect((await call('GET', `/api/matrimonial/profiles/${id}`, viewer.token)).statusCode).toBe(200);

      const list = await call('GET', '/api/matrimonial/hidden', viewer.token);
      expect(list.statusCode).toBe(200);
      expect(names(list.json())).toEqual([`Hidden ${who}`]);
      expect(list.json().profiles[0].hiddenUntil).toBe(hidden.json().hiddenUntil);

      const undone = await call('DELETE', `/api/matrimonial/profiles/${id}/hide`, viewer.token);
      expect(undone.statusCode).toBe(200);
      expect(undone.json()).toEqual({ message: english(S.unhidden), hidden: false });
      expect(await browse()).toContain(`Hidden ${who}`);
      expect(names((await call('GET', '/api/matrimonial/hidden', viewer.token)).json())).toEqual([]);
    },
  );

  it('after 90 days the profile is back', async () => {
    const viewer = await makeMember(ctx.app, 'free');
    const id = await bride('Expired Hiding');
    await call('POST', `/api/matrimonial/profiles/${id}/hide`, viewer.token);
    await ctx.app.db
      .updateTable('matrimonialHidden')
      .set({ hiddenUntil: new Date(Date.now() - 60_000).toISOString() })
      .where('userId', '=', viewer.row.id)
      .execute();
    const list = names((await call('GET', '/api/matrimonial/profiles?limit=50&search=Expired', viewer.token)).json());
    expect(list).toContain('Expired Hiding');
    expect(names((await call('GET', '/api/matrimonial/hidden', viewer.token)).json())).toEqual([]);
  });

  it('404 for a profile the member may not see, 400 for their own', async () => {
    const pending = await bride('Pending Hide', ctx.owner.token, 'pending');
    expect((await call('POST', `/api/matrimonial/profiles/${pending}/hide`, ctx.member.token)).statusCode).toBe(404);
    expect((await call('POST', '/api/matrimonial/profiles/nope/hide', ctx.member.token)).statusCode).toBe(404);
    const own = await call('POST', `/api/matrimonial/profiles/${pending}/hide`, ctx.owner.token);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(english(S.hideOwn));
  });
});
