import type { User } from '@sangam/shared/user';

/** A fixture member's `_id` and `id` (one value): the overrides' id or _id, else 'u1'. */
export function memberIds(overrides: { id?: string; _id?: string }) {
  const id = overrides.id ?? overrides._id ?? 'u1';
  return { _id: id, id };
}

/** A member as the API returns them (UserSchema), with overrides. */
export function member(overrides: Partial<User> = {}): User {
  return {
    ...memberIds(overrides),
    name: 'Asha Devi',
    occupation: 'Teacher',
    profession: '',
    bio: '',
    profileImage: null,
    planType: 'free',
    premiumExpiresAt: null,
    accountStatus: 'active',
    isPublic: true,
    createdAt: new Date().toISOString(),
    joinedDaysAgo: 0,
    interests: [],
    ...overrides,
  };
}
