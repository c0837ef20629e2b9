import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/helper.ts';
import { useTestApp } from '../../test/factories.ts';
import { serverErrorNotices } from './server-errors.ts';

// A 500 is a bug: the admins hear of it (the member's error message says "Our team has been notified"), at most
// once an hour, with the route and the reference the member was shown.

const ctx = useTestApp(
  { admin: 'admin', other: 'admin', member: 'free', premium: 'premium' },
  {},
  {
    extend: async (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('kaboom');
      });
    },
  },
);

type Listed = { kind: string; text: string; link: string };
const noticesOf = async (token: string) => {
  const res = await ctx.app.inject({ url: '/api/notifications', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().notifications as Listed[]).filter((n) => n.kind === 'server_error');
};
/** The notice goes out after the reply: waits for it. */
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};
const silent = { warn: () => {} } as never;
const readAll = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/notifications/read', headers: bearer(token), payload: { all: true } });
const unreadTexts = async (token: string) => {
  const res = await ctx.app.inject({ url: '/api/notifications', headers: bearer(token) });
  return (res.json().notifications as (Listed & { read: boolean })[])
    .filter((n) => n.kind === 'server_error' && !n.read)
    .map((n) => n.text);
};

describe('a server error (issue 38)', () => {
  it('is told to every admin with its route and reference, once an hour, and to no member', async () => {
    const res = await ctx.app.inject({ url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const { requestId } = res.json() as { requestId: string };
    await until(async () => (await noticesOf(ctx.other.token)).length > 0);
    for (const admin of [ctx.admin, ctx.other]) {
      const [notice, ...more] = await noticesOf(admin.token);
      expect(more).toEqual([]);
      expect(notice!.text).toBe(
        `A request to /api/test/boom failed with a server error (reference ${requestId}). The server's log has the details.`,
      );
      expect(notice!.link).toBe('/admin/dashboard');
    }
    expect(await noticesOf(ctx.member.token)).toEqual([]);
    expect(await noticesOf(ctx.premium.token)).toEqual([]);

    // The next errors of the hour wait for the end of it (this process's quiet hour; no group gathers them).
    expect((await ctx.app.inject({ url: '/api/test/boom' })).statusCode).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await noticesOf(ctx.admin.token)).toHaveLength(1);
  });

  it('tells the errors of a quiet hour at its end, in one notice counting them', async () => {
    let now = Date.UTC(2030, 0, 1, 10, 5);
    const notices = serverErrorNotices(ctx.app.db, silent, () => now);
    await readAll(ctx.admin.token);
    await notices.report('/api/a', 'ref-1');
    await notices.report('/api/a', 'ref-2');
    await notices.report('/api/b', 'ref-3');
    expect(await unreadTexts(ctx.admin.token)).toEqual([
      "A request to /api/a failed with a server error (reference ref-1). The server's log has the details.",
    ]);

    now += 3_600_000;
    await notices.flush();
    await notices.flush();
    expect(await unreadTexts(ctx.admin.token)).toEqual([
      "A request to /api/b failed with a server error (reference ref-3), and 1 more since the last notice. The server's log has the details.",
      "A request to /api/a failed with a server error (reference ref-1). The server's log has the details.",
    ]);
    notices.stop();
  });

  it('tries a notice it could not write again with the next error, counting the one it missed', async () => {
    let down = true;
    // The database as the notice sees it: refusing while `down`.
    const db = new Proxy(ctx.app.db, {
      get(target, name) {
        if (down && name === 'selectFrom') throw new Error('the database is down');
        const value: unknown = Reflect.get(target, name);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const notices = serverErrorNotices(db, silent);
    await readAll(ctx.admin.token);
    await notices.report('/api/x', 'ref-10');
    expect(await unreadTexts(ctx.admin.token)).toEqual([]);
    down = false;
    await notices.report('/api/x', 'ref-11');
    expect(await unreadTexts(ctx.admin.token)).toEqual([
      "A request to /api/x failed with a server error (reference ref-11), and 1 more since the last notice. The server's log has the details.",
    ]);
    notices.stop();
  });

  it('is a kind of the admins’ notification settings only', async () => {
    const kinds = async (token: string) => {
      const res = await ctx.app.inject({ url: '/api/notifications/preferences', headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().kinds as { kind: string }[]).map((k) => k.kind);
    };
    expect(await kinds(ctx.admin.token)).toContain('server_error');
    expect(await kinds(ctx.member.token)).not.toContain('server_error');
    expect(await kinds(ctx.member.token)).toContain('question_answered');
  });
});
