import { normalizePhone } from '@sangam/shared/phone';
import type { Db } from '../db/dialect.ts';
import type { UserRow } from '../db/types.ts';
import { newId, newReferralCode } from '../lib/ids.ts';
import { hashPassword } from '../lib/password.ts';
import { nowIso } from '../lib/time.ts';
import { findUserByPhone, insertUser, updateUser } from '../features/members/members.queries.ts';

/** A password to hash, or a hash made once and reused (the demo seed and test factories make many members). */
type Secret = { password: string } | { passwordHash: string };
type Account = Partial<Omit<UserRow, 'id' | 'passwordHash'>> & { name: string; phoneNumber: string } & Secret;

/** Creates a member, or updates the existing one with that phone (password, plan and status included). */
export async function upsertAccount(db: Db, account: Account): Promise<UserRow> {
  const {
    password,
    passwordHash: givenHash,
    ...fields
  } = account as Account & { password?: string; passwordHash?: string };
  const phoneNumber = normalizePhone(fields.phoneNumber);
  const passwordHash = givenHash ?? (await hashPassword(password!));
  const now = nowIso();
  const existing = await findUserByPhone(db, phoneNumber);
  if (existing) return (await updateUser(db, existing.id, { ...fields, phoneNumber, passwordHash, updatedAt: now }))!;
  return insertUser(db, {
    occupation: 'Community member',
    email: null,
    profileImageId: null,
    premiumExpiresAt: null,
    referredById: null,
    createdAt: now,
    ...fields,
    id: newId(),
    phoneNumber,
    referralCode: newReferralCode(),
    passwordHash,
    updatedAt: now,
  });
}

export type EnsureAdminResult = 'created' | 'exists' | 'taken';

/**
 * The first admin comes from ADMIN_PHONE / ADMIN_PASSWORD, created only when no account has that phone.
 * An existing account is left exactly as it is: its password is the member's, and an admin whom other
 * admins suspended stays suspended. The caller logs which it was.
 */
export async function ensureAdmin(db: Db, admin: { phone: string; password: string }): Promise<EnsureAdminResult> {
  const existing = await findUserByPhone(db, normalizePhone(admin.phone));
  if (existing) return existing.planType === 'admin' ? 'exists' : 'taken';
  await upsertAccount(db, {
    name: 'Site Admin',
    phoneNumber: admin.phone,
    password: admin.password,
    occupation: 'Administrator',
    planType: 'admin',
    accountStatus: 'active',
  });
  return 'created';
}
