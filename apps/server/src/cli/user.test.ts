import { afterEach, describe, expect, it } from 'vitest';
import { findUserByPhone } from '../features/members/members.queries.ts';
import { liftEndedSuspensions } from '../features/moderation/moderation.queries.ts';
import { cliOn } from '../test/cli.ts';
import { PASSWORD, makeMember } from '../test/factories.ts';
import { bearer, buildTestApp, type TestApp } from '../test/helper.ts';
import { suspensionEnd } from './user.ts';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.dispose();
  app = undefined;
});

const login = (phoneNumber: string) =>
  app!.inject({ method: 'POST', url: '/api/auth/login', payload: { phoneNumber, password: PASSWORD } });
const me = (token: string) => app!.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(token) });

describe('sangam user suspend|reactivate', () => {
  it('suspends as the moderation queue does (sign-in and requests refused, sessions ended) and reactivates', async () => {
    app = await buildTestApp();
    const cli = cliOn(app);
    const member = await makeMember(app, 'premium');
    await cli.run(['user', 'suspend', '--phone', member.phone, '--reason', 'spam in every answer']);
    expect(cli.output.at(-1)).toBe(
      `Suspended ${member.row.name} (${member.phone}) until lifted; their sessions have ended.`,
    );

    expect((await me(member.token)).statusCode).toBe(401);
    const refused = await login(member.phone);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().type).toBe('ACCOUNT_SUSPENDED');
    const suspend = await app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'moderation.suspend')
      .executeTakeFirstOrThrow();
    expect(suspend).toMatchObject({
      actorId: null,
      targetId: member.row.id,
      subjectType: 'member',
      details: 'note: spam in every answer',
    });
    expect(suspend.actorName).toMatch(/^Command line/);

    await cli.run(['user', 'reactivate', '--phone', member.phone]);
    expect(cli.output.at(-1)).toBe(`${member.row.name} (${member.phone}) is active again and may sign in.`);
    const back = await login(member.phone);
    expect(back.statusCode).toBe(200);
    expect((await me(back.json().token)).statusCode).toBe(200);
    const reactivate = await app.db
      .selectFrom('auditLog')
      .select(['actorId', 'changes'])
      .where('action', '=', 'moderation.reactivate')
      .executeTakeFirstOrThrow();
    expect(reactivate.actorId).toBeNull();
    expect(JSON.parse(reactivate.changes)).toEqual({ accountStatus: ['suspended', 'active'] });
  });

  it('ends a suspension by itself at --until, and refuses what the queue refuses', async () => {
    app = await buildTestApp();
    const cli = cliOn(app);
    const member = await makeMember(app, 'free');
    await cli.run(['user', 'suspend', '--phone', member.phone, '--until', '2099-01-31']);
    expect(cli.output.at(-1)).toContain('until 2099-01-31 00:00:00 IST');
    expect(await findUserByPhone(app.db, member.phone)).toMatchObject({
      accountStatus: 'suspended',
      suspendedUntil: '2099-01-30T18:30:00.000Z',
    });
    // The queue's end-suspensions job lifts it when that time comes.
    await liftEndedSuspensions(app.db, '2099-01-30T18:31:00.000Z');
    expect((await login(member.phone)).statusCode).toBe(200);

    const admin = await makeMember(app, 'admin');
    await expect(cli.run(['user', 'suspend', '--phone', admin.phone])).rejects.toThrow('an admin never is');
    expect((await me(admin.token)).statusCode).toBe(200);
    const active = await makeMember(app, 'free');
    await expect(cli.run(['user', 'reactivate', '--phone', active.phone])).rejects.toThrow('is not suspended (active)');
    await expect(cli.run(['user', 'suspend', '--phone', active.phone, '--until', '2001-01-01'])).rejects.toThrow(
      '--until: 2001-01-01 00:00:00 IST has passed.',
    );
  });

  it('reads --until as a day in India or a time with its offset', () => {
    const now = '2026-12-01T00:00:00.000Z';
    expect(suspensionEnd('2026-12-31', now)).toBe('2026-12-30T18:30:00.000Z');
    expect(suspensionEnd('2026-12-31T18:00:00Z', now)).toBe('2026-12-31T18:00:00.000Z');
    expect(() => suspensionEnd('next week', now)).toThrow('--until: "next week" is not a date');
    expect(() => suspensionEnd('2026-13-45', now)).toThrow('is not a date');
  });
});
