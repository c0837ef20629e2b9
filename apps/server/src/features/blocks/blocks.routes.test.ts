import { describe, expect, it } from 'vitest';
import { REPORT_LIMITS } from '@sangam/shared/moderation';
import { newId } from '../../lib/ids.ts';
import { t } from '../../lib/i18n.ts';
import { bearer } from '../../test/helper.ts';
import { makeMember, type Role, uniquePhone, useTestApp } from '../../test/factories.ts';
import { blockMember } from './blocks.service.ts';

const ctx = useTestApp({
  member: ['free', { name: 'Asha Blocker' }],
  other: ['free', { name: 'Ravi Other' }],
  admin: ['admin', { name: 'Site Admin' }],
});

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {} });

describe('POST, DELETE and GET /api/blocks per role', () => {
  it.each<[string, Role | null, number, number, number]>([
    ['visitor', null, 401, 401, 401],
    ['free member', 'free', 201, 200, 200],
    ['premium member', 'premium', 201, 200, 200],
    ['expired premium', 'expired', 201, 200, 200],
    ['admin', 'admin', 201, 200, 200],
    ['suspended member', 'suspended', 403, 403, 403],
    ['deactivated member', 'deactivated', 403, 403, 403],
  ])('%s: block %i, list %i, unblock %i', async (_who, role, blockStatus, listStatus, unblockStatus) => {
    const token = role ? (await makeMember(ctx.app, role)).token : undefined;
    const blocked = await send('POST', `/api/blocks/${ctx.other.row.id}`, token);
    expect(blocked.statusCode).toBe(blockStatus);
    const list = await send('GET', '/api/blocks', token);
    expect(list.statusCode).toBe(listStatus);
    if (blockStatus === 201) {
      expect(blocked.json()).toMatchObject({
        message: t('en', 'common.block.done'),
        block: { user: { _id: ctx.other.row.id, id: ctx.other.row.id, name: 'Ravi Other' } },
      });
      expect(list.json().blocks.map((b: { user: { name: string } }) => b.user.name)).toEqual(['Ravi Other']);
    }
    const unblocked = await send('DELETE', `/api/blocks/${ctx.other.row.id}`, token);
    expect(unblocked.statusCode).toBe(unblockStatus);
    if (unblockStatus === 200) {
      expect(unblocked.json()).toEqual({ message: t('en', 'common.block.undone') });
      expect((await send('GET', '/api/blocks', token)).json().blocks).toEqual([]);
    }
  });
});

describe('blocking rules', () => {
  it('blocking again answers the same 201 and keeps one block', async () => {
    const me = await makeMember(ctx.app, 'free');
    const first = await send('POST', `/api/blocks/${ctx.other.row.id}`, me.token);
    const second = await send('POST', `/api/blocks/${ctx.other.row.id}`, me.token);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect((await send('GET', '/api/blocks', me.token)).json().pagination).toMatchObject({ total: 1, pages: 1 });
  });

  it('unblocking someone not blocked still answers 200', async () => {
    const res = await send('DELETE', `/api/blocks/${ctx.other.row.id}`, ctx.member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(t('en', 'common.block.undone'));
  });

  it('refuses blocking yourself (400 naming userId), an unknown member (404)', async () => {
    const self = await send('POST', `/api/blocks/${ctx.member.row.id}`, ctx.member.token);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      message: t('en', 'common.block.self'),
      fields: { userId: t('en', 'common.block.self') },
    });
    const unknown = await send('POST', `/api/blocks/${newId()}`, ctx.member.token);
    expect(unknown.statusCode).toBe(404);
  });

  it('a deleted member cannot be blocked (404)', async () => {
    const gone = await makeMember(ctx.app, 'free');
    await ctx.app.db.deleteFrom('users').where('id', '=', gone.row.id).execute();
    expect((await send('POST', `/api/blocks/${gone.row.id}`, ctx.member.token)).statusCode).toBe(404);
  });

  it('an admin may be blocked', async () => {
    const me = await makeMember(ctx.app, 'free');
    expect((await send('POST', `/api/blocks/${ctx.admin.row.id}`, me.token)).statusCode).toBe(201);
  });

  it(`refuses a block past ${REPORT_LIMITS.blocksMax} with 409; unblocking makes room`, async () => {
    const me = await makeMember(ctx.app, 'free');
    const { passwordHash, createdAt, updatedAt } = ctx.other.row;
    const ids: string[] = [];
    const at = Date.now();
    for (let batch = 0; batch < REPORT_LIMITS.blocksMax / 100; batch++) {
      const users = Array.from({ length: 100 }, (_, i) => {
        const id = newId();
        ids.push(id);
        return {
          id,
          passwordHash,
          createdAt,
          updatedAt,
          occupation: 'Engineer',
          email: null,
          profileImageId: null,
          premiumExpiresAt: null,
          referredById: null,
          language: null,
          phoneVerifiedAt: null,
          name: `Many ${batch * 100 + i}`,
          phoneNumber: uniquePhone(),
          referralCode: `B${batch}X${i}${id.slice(0, 6)}`.toUpperCase(),
        };
      });
      await ctx.app.db.insertInto('users').values(users).execute();
      await ctx.app.db
        .insertInto('blocks')
        .values(
          users.map((u, i) => ({
            blockerId: me.row.id,
            blockedId: u.id,
            createdAt: new Date(at + batch * 100 + i).toISOString(),
          })),
        )
        .execute();
    }
    const refused = await send('POST', `/api/blocks/${ctx.other.row.id}`, me.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(t('en', 'common.block.tooMany'));
    // Blocking one already blocked still answers 201.
    expect((await send('POST', `/api/blocks/${ids[0]}`, me.token)).statusCode).toBe(201);

    const list = await send('GET', '/api/blocks?page=2', me.token);
    expect(list.json().pagination).toMatchObject({ page: 2, limit: 20, total: 1000, pages: 50 });
    // Newest first: page 2 starts with the 21st newest.
    expect(list.json().blocks[0].user.name).toBe('Many 979');

    await send('DELETE', `/api/blocks/${ids[5]}`, me.token);
    expect((await send('POST', `/api/blocks/${ctx.other.row.id}`, me.token)).statusCode).toBe(201);
  });

  it('the limit is a parameter of the service', async () => {
    const me = await makeMember(ctx.app, 'free');
    await blockMember(ctx.app.db, me.row.id, ctx.other.row.id, 1);
    await expect(blockMember(ctx.app.db, me.row.id, ctx.admin.row.id, 1)).rejects.toMatchObject({ statusCode: 409 });
  });
});
