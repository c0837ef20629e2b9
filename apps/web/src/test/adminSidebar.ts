/** The admin sidebar's links in the spec's order (the layout's unit test and the admin journey check them). */
export const ADMIN_SIDEBAR_LINKS = [
  'Dashboard',
  'Moderation',
  'Users',
  'Referrals',
  'Listings',
  'News',
  'Q&A',
  'Matrimonial',
  'Payments',
  'Settings',
  'Forms',
  'Audit log',
  'Back to Site',
];
