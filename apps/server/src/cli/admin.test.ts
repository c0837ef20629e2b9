import { afterEach, describe, expect, it } from 'vitest';
import { findUserByPhone } from '../features/members/members.queries.ts';
import { cliOn } from '../test/cli.ts';
import { makeMember, uniquePhone } from '../test/factories.ts';
import { bearer, buildTestApp, type TestApp } from '../test/helper.ts';
import { CliError } from './cli-error.ts';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.dispose();
  app = undefined;
});

const FIRST = 'first-admin-password';
const NEW = 'a-brand-new-password';
const FROM = '198.51.100.7';

const adminLogin = (phoneNumber: string, password: string) =>
  app!.inject({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: { phoneNumber, password },
    remoteAddress: FROM,
  });
const me = (token: string) => app!.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(token) });

const auditRows = (action: string) =>
  app!.db.selectFrom('auditLog').selectAll().where('action', '=', action).orderBy('createdAt').execute();

describe('sangam admin create', () => {
  it('makes an admin who can sign in at once, audited as from the command line', async () => {
    app = await buildTestApp();
    const cli = cliOn(app);
    const phone = uniquePhone();
    await cli.run(['admin', 'create', '--phone', `+91 ${phone}`, '--name', '  Asha Admin '], { passwords: [FIRST] });
    expect(cli.output.join('\n')).toContain(`Created the admin Asha Admin (${phone})`);

    const login = await adminLogin(phone, FIRST);
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ name: 'Asha Admin', planType: 'admin' });
    const [row] = await auditRows('user.create');
    expect(row).toMatchObject({ actorId: null, targetName: 'Asha Admin', clientAddress: null });
    expect(row!.actorName).toMatch(/^Command line/);
  });

  it("refuses a phone someone holds, and an admin password under the admins' minimum", async () => {
    app = await buildTestApp();
    const cli = cliOn(app);
    const member = await makeMember(app, 'free');
    const taken = cli.run(['admin', 'create', '--phone', member.phone, '--name', 'Someone'], { passwords: [FIRST] });
    await expect(taken).rejects.toThrow(
      new CliError(`--phone: ${member.phone} belongs to an account already; nothing was created.`),
    );
    expect((await findUserByPhone(app.db, member.phone))?.planType).toBe('free');

    const phone = uniquePhone();
    const short = cli.run(['admin', 'create', '--phone', phone, '--name', 'Short'], { passwords: ['only-11-chr'] });
    await expect(short).rejects.toThrow("password: an admin's password must be at least 12 characters");
    const bad = cli.run(['admin', 'create', '--phone', '12345', '--name', 'Bad'], { passwords: [FIRST] });
    await expect(bad).rejects.toThrow(/^--phone: /);
    expect(await findUserByPhone(app.db, phone)).toBeUndefined();
  });
});

describe('sangam admin reset-password', () => {
  it('lets a locked-out admin in: a new password lifts the wait and ends the old sessions', async () => {
    app = await buildTestApp();
    const cli = cliOn(app);
    const phone = uniquePhone();
    await cli.run(['admin', 'create', '--phone', phone, '--name', 'Asha Admin'], { passwords: [FIRST] });
    const old = (await adminLogin(phone, FIRST)).json().token as string;
    expect((await me(old)).statusCode).toBe(200);

    // Wrong passwords until the server makes every try wait, the right one included.
    let status = 0;
    for (let tries = 0; tries < 10 && status !== 429; tries++)
      status = (await adminLogin(phone, 'forgotten-it')).statusCode;
    expect(status).toBe(429);
    expect((await adminLogin(phone, FIRST)).statusCode).toBe(429);

    await cli.run(['admin', 'reset-password', '--phone', phone, '--password-stdin'], { passwords: [NEW] });
    expect(cli.output.join('\n')).toContain(`Password set for Asha Admin (${phone}); their sessions have ended.`);

    expect((await me(old)).statusCode).toBe(401);
    const login = await adminLogin(phone, NEW);
    expect(login.statusCode).toBe(200);
    expect((await me(login.json().token)).statusCode).toBe(200);
    expect((await adminLogin(phone, FIRST)).statusCode).toBe(401);
    const [row] = await auditRows('password.reset');
    expect(row).toMatchObject({
      actorId: null,
      targetName: 'Asha Admin',
      details: 'from the command line; sessions ended',
    });
  });

  it("prints a one-time code the site's reset takes", async () => {
    app = await buildTestApp();
    const cli = cliOn(app);
    const phone = uniquePhone();
    await cli.run(['admin', 'create', '--phone', phone, '--name', 'Asha Admin'], { passwords: [FIRST] });
    const old = (await adminLogin(phone, FIRST)).json().token as string;

    await cli.run(['admin', 'reset-password', '--phone', phone]);
    const code = /One-time code for Asha Admin \(\d+\): (\d{6})/.exec(cli.output.join('\n'))?.[1];
    expect(code).toBeDefined();
    expect((await me(old)).statusCode).toBe(401);
    const [row] = await auditRows('password.reset-code');
    expect(row).toMatchObject({ actorId: null, targetName: 'Asha Admin' });

    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { phoneNumber: phone, otp: code, password: NEW },
    });
    expect(reset.statusCode).toBe(200);
    expect((await adminLogin(phone, NEW)).statusCode).toBe(200);
  });

  it('refuses a phone of no account, and a member who is no admin', async () => {
    app = await buildTestApp();
    const cli = cliOn(app);
    const member = await makeMember(app, 'premium');
    const nobody = uniquePhone();
    await expect(cli.run(['admin', 'reset-password', '--phone', nobody])).rejects.toThrow(
      `--phone: no account has the phone number ${nobody}.`,
    );
    await expect(cli.run(['admin', 'reset-password', '--phone', member.phone])).rejects.toThrow(
      `--phone: ${member.phone} is not an admin`,
    );
    expect((await me(member.token)).statusCode).toBe(200);
  });
});
