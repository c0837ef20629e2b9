import type { User } from '@sangam/shared/user';

/** A member as the API returns them (UserSchema), with overrides. */
export function member(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? overrides._id ?? 'u1';
  return {
    _id: id,
    id,
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
