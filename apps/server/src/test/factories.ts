import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { randomInt } from 'node:crypto';
import type { UserRow } from '../db/types.ts';
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../lib/password.ts';
import { addMs, nowIso } from '../lib/time.ts';
import { SESSION_TTL_MS } from '../lib/tokens.ts';
import { insertSession } from '../features/auth/sessions.queries.ts';
import { upsertAccount } from '../seed/accounts.ts';
import { buildTestApp, type TestApp } from './helper.ts';

/** The roles every protected route is tested against. */
export type Role = 'free' | 'premium' | 'expired' | 'admin' | 'suspended' | 'deactivated';

/** Who an admin-only route refuses, as [who, role, status]: a visitor with 401, signed-in non-admins with 403. */
export const NON_ADMINS: [string, Role | null, number][] = [
  ['visitor', null, 401],
  ['free', 'free', 403],
  ['premium', 'premium', 403],
  ['suspended', 'suspended', 403],
];

export const PASSWORD = 'secret-pass';
const YEAR = 365 * 86_400_000;

export const uniquePhone = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

export type Member = { row: UserRow; token: string; phone: string; password: string };

// Hashing is deliberately slow; every factory member shares one hash of PASSWORD.
let passwordHash: Promise<string> | undefined;

/** A member of the given role with a live session, built straight in the database. */
export async function makeMember(
  app: FastifyInstance,
  role: Role = 'free',
  fields: Partial<UserRow> = {},
): Promise<Member> {
  const phone = fields.phoneNumber ?? uniquePhone();
  const now = Date.now();
  const row = await upsertAccount(app.db, {
    name: `${role[0]!.toUpperCase()}${role.slice(1)} Member`,
    occupation: 'Engineer',
    phoneNumber: phone,
    passwordHash: await (passwordHash ??= hashPassword(PASSWORD)),
    planType: role === 'premium' || role === 'expired' ? 'premium' : role === 'admin' ? 'admin' : 'free',
    premiumExpiresAt:
      role === 'premium'
        ? new Date(now + YEAR).toISOString()
        : role === 'expired'
          ? new Date(now - 1000).toISOString()
          : null,
    accountStatus: role === 'suspended' || role === 'deactivated' ? role : 'active',
    ...fields,
  });
  return { row, token: await sessionToken(app, row.id), phone, password: PASSWORD };
}

export async function sessionToken(app: FastifyInstance, userId: string): Promise<string> {
  const sessionId = newId();
  const createdAt = nowIso();
  await insertSession(app.db, { id: sessionId, userId, createdAt, expiresAt: addMs(createdAt, SESSION_TTL_MS) });
  return app.tokens.sign({ userId, sessionId });
}

/** A member to make for a test app: a role, or a role and the fields to give them. */
export type MemberSpec = Role | [Role, Partial<UserRow>];

/** What useTestApp gives: the app and a member for each name asked for. */
export type TestContext<M extends Record<string, MemberSpec>> = { app: TestApp } & { [K in keyof M]: Member };

/**
 * A fresh test app for the tests around the call (a whole file, or one describe): built in beforeAll with a member
 * for each name asked for (made in the order given), disposed in afterAll. Its fields are set once the tests run:
 * `const ctx = useTestApp({ admin: 'admin', owner: ['free', { name: 'Owner Name' }] })`, then `ctx.app`,
 * `ctx.owner.token`. The other arguments are buildTestApp's.
 */
export function useTestApp<const M extends Record<string, MemberSpec> = Record<never, MemberSpec>>(
  members: M = {} as M,
  ...args: Parameters<typeof buildTestApp>
): TestContext<M> {
  const ctx: Record<string, unknown> = {};
  beforeAll(async () => {
    const app = await buildTestApp(...args);
    ctx.app = app;
    for (const [name, spec] of Object.entries(members)) {
      const [role, fields] = typeof spec === 'string' ? [spec, {}] : spec;
      ctx[name] = await makeMember(app, role, fields);
    }
  });
  afterAll(() => (ctx.app as TestApp | undefined)?.dispose());
  return ctx as TestContext<M>;
}

/** A visitor's token (none) or a fresh member's of the given role: the start of most role-table tests. */
export const tokenOf = async (app: FastifyInstance, role: Role | null) =>
  role ? (await makeMember(app, role)).token : undefined;

/** A row of a role table, as [who, role, status]: `role` null is a visitor, without a token. */
export type RoleRow<R extends string = Role> = [string, R | null, number];

/** The row of a role table for a visitor: no token, 401. */
export const VISITOR: RoleRow<never> = ['visitor', null, 401];

/** The rows [role, role, 403] of a role table: members of these roles are signed in and refused. */
export const forbidden = <R extends string>(...roles: R[]): RoleRow<R>[] => roles.map((role) => [role, role, 403]);

/** The rows [role, role, 200] of a role table: members of these roles are let in. */
export const allowed = <R extends string>(...roles: R[]): RoleRow<R>[] => roles.map((role) => [role, role, 200]);

/** Who every members' route refuses: a visitor with 401, suspended and deactivated members with 403. */
export const LOCKED_OUT: RoleRow[] = [VISITOR, ...forbidden<Role>('suspended', 'deactivated')];

/**
 * Who may have the contacts of a premium-only listing or profile, as [role, sees]: premium members, admins and the
 * owner (replies carry them to the owner alone; the others reveal them with "Show contact", issue 36).
 */
export const PREMIUM_CONTACTS: [Role | 'owner', boolean][] = [
  ['free', false],
  ['expired', false],
  ['premium', true],
  ['admin', true],
  ['owner', true],
];
