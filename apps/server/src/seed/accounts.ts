import { normalizePhone } from '@sangam/shared/phone';
import type { Db } from '../db/dialect.ts';
import type { UserRow } from '../db/types.ts';
import { newId, newReferralCode } from '../lib/ids.ts';
import { hashPassword } from '../lib/password.ts';
import { nowIso } from '../lib/time.ts';
import { findUserByPhone, insertUser, updateUser } from '../features/users/users.queries.ts';

type Account = Partial<Omit<UserRow, 'id' | 'passwordHash'>> & { name: string; phoneNumber: string; password: string };

/** Creates a member, or updates the existing one with that phone (password, plan and status included). */
export async function upsertAccount(db: Db, { password, ...fields }: Account): Promise<UserRow> {
  const phoneNumber = normalizePhone(fields.phoneNumber);
  const passwordHash = await hashPassword(password);
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

/** The first admin comes from ADMIN_PHONE / ADMIN_PASSWORD and is set again at every start. */
export const ensureAdmin = (db: Db, admin: { phone: string; password: string }) =>
  upsertAccount(db, {
    name: 'Site Admin',
    phoneNumber: admin.phone,
    password: admin.password,
    occupation: 'Administrator',
    planType: 'admin',
    accountStatus: 'active',
  });
