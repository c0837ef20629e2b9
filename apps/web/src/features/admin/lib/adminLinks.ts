/**
 * The admin sidebar, in the spec's order (admin spec section 2); the moderation queue (issue 34) after the dashboard,
 * the audit log (issue 34) last.
 */
export const ADMIN_LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/moderation', label: 'Moderation' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/referrals', label: 'Referrals' },
  { to: '/admin/listings', label: 'Listings' },
  { to: '/admin/news', label: 'News' },
  { to: '/admin/qa', label: 'Q&A' },
  { to: '/admin/matrimonial', label: 'Matrimonial' },
  { to: '/admin/payments', label: 'Payments' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/forms', label: 'Forms' },
  { to: '/admin/audit', label: 'Audit log' },
] as const;
