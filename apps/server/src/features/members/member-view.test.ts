import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/types.ts';
import { effectivePlan } from '@sangam/shared/plans';
import type { ViewerRef } from '../../plugins/auth.ts';
import { toMemberView } from './member-view.ts';

const member: UserRow = {
  id: 'm1',
  name: 'Asha',
  phoneNumber: '9000000002',
  email: 'asha@example.com',
  occupation: 'Doctor',
  profession: 'Doctor',
  bio: '',
  address: 'Pune',
  profileImageId: null,
  interests: '["Health"]',
  planType: 'free',
  premiumExpiresAt: null,
  accountStatus: 'active',
  isPublic: 1,
  listInDirectory: 0,
  directoryListed: 1,
  city: 'Pune',
  cityKey: 'pune',
  occupationKey: 'doctor',
  referralCode: 'ABCDEFGH',
  referredById: null,
  language: null,
  phoneVerifiedAt: null,
  suspendedUntil: null,
  moderationState: 0,
  shareContacts: 1,
  policyVersion: null,
  notificationPreferences: '{}',
  passwordHash: 'scrypt$x',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
};

describe('the member-view policy', () => {
  it.each<[string, ViewerRef, boolean, boolean]>([
    ['visitor', null, false, false],
    ['free member', { id: 'v', plan: 'free' }, false, false],
    ['basic member', { id: 'v', plan: 'basic' }, false, false],
    // Issue 36: replies carry contacts to the member alone; others reveal them ("Show contact").
    ['premium member', { id: 'v', plan: 'premium' }, false, false],
    ['admin', { id: 'v', plan: 'admin' }, false, true],
    ['owner', { id: 'm1', plan: 'free' }, true, true],
  ])('%s: contacts %s, referral code %s', (_who, viewer, contacts, code) => {
    const view = toMemberView(member, viewer);
    expect('phoneNumber' in view).toBe(contacts);
    expect('email' in view).toBe(contacts);
    expect('address' in view).toBe(contacts);
    expect('referralCode' in view).toBe(code);
    expect(view).not.toHaveProperty('passwordHash');
    expect(view.interests).toEqual(['Health']);
  });

  it('premium lapses at its expiry', () => {
    const past = new Date(Date.now() - 1000).toISOString();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(effectivePlan({ planType: 'premium', premiumExpiresAt: past })).toBe('free');
    expect(effectivePlan({ planType: 'premium', premiumExpiresAt: future })).toBe('premium');
    expect(effectivePlan({ planType: 'admin', premiumExpiresAt: past })).toBe('admin');
  });
});
