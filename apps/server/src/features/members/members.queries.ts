import { FORMER_MEMBER_ID } from '@sangam/shared/privacy-messages';
import type { Db } from '../../db/dialect.ts';
import type { NewUser, UserRow, UserUpdate } from '../../db/types.ts';
import { cachedBy } from '../../lib/cache.ts';
import { cityFromAddress, facetKey } from '../../lib/member-facets.ts';
import { columnsOf } from '../../lib/paging.ts';

/** A member as lists read one: every column but the password hash, which no list shows and no cache should hold. */
export type MemberRow = Omit<UserRow, 'passwordHash' | 'notificationPreferences'>;
export const MEMBER_COLUMNS = columnsOf(
  'users',
  `id name phoneNumber email occupation profession bio address profileImageId interests planType premiumExpiresAt
   accountStatus isPublic listInDirectory directoryListed city cityKey occupationKey referralCode referredById
   language phoneVerifiedAt suspendedUntil moderationState shareContacts policyVersion createdAt updatedAt`,
  'passwordHash' as 'passwordHash' | 'notificationPreferences',
);

/** The owner's summary that listing and matrimonial replies carry beside a record (never the owner's contacts). */
export type OwnerSummary = {
  ownerName: string;
  ownerOccupation: string;
  ownerImageId: string | null;
  ownerStatus: 'active' | 'deactivated' | 'suspended';
};
export const OWNER_COLUMNS = [
  'users.name as ownerName',
  'users.occupation as ownerOccupation',
  'users.profileImageId as ownerImageId',
  'users.accountStatus as ownerStatus',
] as const;

/** The directory filters' columns follow the address and occupation on every write. */
function withFacets<T extends { address?: string; occupation?: string }>(values: T) {
  const facets: { city?: string; cityKey?: string; occupationKey?: string } = {};
  if (values.address !== undefined) {
    facets.city = cityFromAddress(values.address);
    facets.cityKey = facetKey(facets.city);
  }
  if (values.occupation !== undefined) facets.occupationKey = facetKey(values.occupation);
  return { ...values, ...facets };
}

export const findUserById = (db: Db, id: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * A member as a profile shows them, kept until their own row changes: another member's edit keeps it
 * (db/member-changes.ts), so a profile shared on WhatsApp and opened again and again is read once. Frozen, since
 * every caller shares it.
 */
export const memberToShow = cachedBy(
  'memberToShow',
  ['members'],
  async (db: Db, id: string): Promise<MemberRow | undefined> => {
    const row = await db.selectFrom('users').select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && Object.freeze(row);
  },
  (_row, id) => ({ ids: [id] }),
);

/** A member's password hash alone: the checks that ask for the password again (deleting the account). */
export const passwordHashOf = async (db: Db, id: string): Promise<string | undefined> =>
  (await db.selectFrom('users').select('passwordHash').where('id', '=', id).executeTakeFirst())?.passwordHash;

export const findUserByPhone = (db: Db, phoneNumber: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('phoneNumber', '=', phoneNumber).executeTakeFirst();

export const findUserByReferralCode = (db: Db, code: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('referralCode', '=', code).executeTakeFirst();

export const countUsers = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', '!=', FORMER_MEMBER_ID)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const referralCodeTaken = async (db: Db, code: string) =>
  (await db.selectFrom('users').select('id').where('referralCode', '=', code).executeTakeFirst()) !== undefined;

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  await db.insertInto('users').values(withFacets(user)).execute();
  return (await findUserById(db, user.id))!;
}

export async function updateUser(db: Db, id: string, patch: UserUpdate): Promise<UserRow | undefined> {
  await db.updateTable('users').set(withFacets(patch)).where('id', '=', id).execute();
  return findUserById(db, id);
}

/** Sessions, referrals and (later) everything else the member owns go with the row, by ON DELETE CASCADE. */
export const deleteUser = (db: Db, id: string) => db.deleteFrom('users').where('id', '=', id).execute();

/** Referral figures of one member; `rewarded` counts referral rewards and rewards granted by hand. */
export type ReferralCounts = { total: number; successful: number; active: number; rewarded: number; badges: string[] };

async function readReferralCounts(db: Db, referrerId: string): Promise<ReferralCounts> {
  // Referrals of members who deleted their account still count (their referredId is null).
  const row = await db
    .selectFrom('referrals')
    .leftJoin('users', 'users.id', 'referrals.referredId')
    .where('referrals.referrerId', '=', referrerId)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('referrals.status', '=', 'completed').then(1).else(0).end()).as('successful'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('referrals.status', '=', 'completed'), eb('users.accountStatus', '=', 'active')]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('active'),
      eb.fn.sum<number>('referrals.rewardGiven').as('rewarded'),
    ])
    .executeTakeFirst();
  const rewards = await db
    .selectFrom('rewards')
    .select(['rewardType', 'reason'])
    .where('userId', '=', referrerId)
    .orderBy('createdAt')
    .execute();
  return {
    total: Number(row?.total ?? 0),
    successful: Number(row?.successful ?? 0),
    active: Number(row?.active ?? 0),
    rewarded: Number(row?.rewarded ?? 0) + rewards.length,
    badges: rewards.filter((r) => r.rewardType === 'special_badge').map((r) => r.reason),
  };
}

/**
 * A member's referral figures, kept until the database changes (lib/cache.ts): a sign-in, My Profile and the
 * member's page each ask, and a sign-in elsewhere no longer makes them count again. Callers only read them.
 */
export const referralCountsFor = cachedBy('referralCounts', ['members', 'referrals'], readReferralCounts);
