import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/password.ts';
import { makeMember, uniquePhone, useTestApp } from '../test/factories.ts';
import { findUserByPhone } from '../features/members/members.queries.ts';
import { ensureAdmin } from './accounts.ts';

const ctx = useTestApp();

describe('ensureAdmin (issue 9 item 8)', () => {
  it('creates the first admin when no account has ADMIN_PHONE', async () => {
    const phone = uniquePhone();
    expect(await ensureAdmin(ctx.app.db, { phone, password: 'first-admin-pass' })).toBe('created');
    const admin = (await findUserByPhone(ctx.app.db, phone))!;
    expect(admin).toMatchObject({ planType: 'admin', accountStatus: 'active' });
    expect(await verifyPassword('first-admin-pass', admin.passwordHash)).toBe(true);
  });

  it('never promotes a member who has that phone, nor changes their password', async () => {
    const member = await makeMember(ctx.app, 'free');
    expect(await ensureAdmin(ctx.app.db, { phone: member.phone, password: 'take-over-pass' })).toBe('taken');
    const after = (await findUserByPhone(ctx.app.db, member.phone))!;
    expect(after.planType).toBe('free');
    expect(after.passwordHash).toBe(member.row.passwordHash);
  });

  it('leaves a suspended admin suspended, with their own password', async () => {
    const admin = await makeMember(ctx.app, 'admin', { accountStatus: 'suspended' });
    expect(await ensureAdmin(ctx.app.db, { phone: admin.phone, password: 'revive-me-please' })).toBe('exists');
    const after = (await findUserByPhone(ctx.app.db, admin.phone))!;
    expect(after.accountStatus).toBe('suspended');
    expect(after.passwordHash).toBe(admin.row.passwordHash);
  });
});
