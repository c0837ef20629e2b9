import type { AdminUser } from '@sangam/shared/admin';
import { member, memberIds } from './memberFixture.ts';

/** The signed-in admin (as GET /api/profile/me returns them). */
export const signedInAdmin = member({
  id: 'admin1',
  name: 'Admin Person',
  planType: 'admin',
  phoneNumber: '9000000001',
});

/** A member as GET /api/admin/users returns them, with overrides. */
export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    ...memberIds(overrides),
    name: 'Asha Devi',
    phoneNumber: '9876543210',
    email: null,
    occupation: 'Teacher',
    planType: 'free',
    premiumExpiresAt: null,
    premiumActive: false,
    accountStatus: 'active',
    isPublic: true,
    profileImage: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
