import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/helper.ts';
import { PASSWORD, useTestApp } from '../../test/factories.ts';
import { findLiveSession } from './sessions.queries.ts';

const ctx = useTestApp({ member: 'free' });

describe('the session read on every request', () => {
  it('holds the member without the password hash, and deleting the account still checks the password', async () => {
    const { sessionId, userId } = (await ctx.app.tokens.verify(ctx.member.token))!;
    const user = await findLiveSession(ctx.app.db, sessionId, userId);
    expect(user).toMatchObject({ id: ctx.member.row.id, name: ctx.member.row.name });
    expect(user).not.toHaveProperty('passwordHash');

    const remove = (password: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/api/profile/me',
        headers: bearer(ctx.member.token),
        payload: { password },
      });
    expect((await remove('not-the-password')).statusCode).toBe(400);
    expect((await remove(PASSWORD)).statusCode).toBe(200);
  });
});
