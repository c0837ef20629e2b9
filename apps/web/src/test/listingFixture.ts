import type { Listing } from '@sangam/shared/listings';

/** A listing as the API returns it (ListingSchema), with overrides. */
export function listing(overrides: Partial<Listing> = {}): Listing {
  return {
    _id: 'l1',
    title: 'Sharma Plumbing',
    category: 'Plumber',
    description: 'Leaks, taps and geysers fixed the same day.',
    image: null,
    contactPhone: '9876543210',
    premiumRequired: false,
    approved: true,
    createdAt: new Date().toISOString(),
    user: { _id: 'owner', name: 'Ravi Sharma', profileImage: null, occupation: 'Plumber' },
    ...overrides,
  };
}
