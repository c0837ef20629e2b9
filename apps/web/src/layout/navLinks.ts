import { isAdmin } from '@sangam/shared/plans';
import type { User } from '@sangam/shared/user';

export interface NavItem {
  to: string;
  label: string;
}

/** The top bar's links (spec section 2): a shorter set for visitors, the full set for members. */
export function navLinksFor(user: User | null): NavItem[] {
  if (!user) {
    return [
      { to: '/', label: 'Home' },
      { to: '/matrimonial', label: 'Matrimonial' },
      { to: '/latest-events', label: 'Latest News' },
      { to: '/questions', label: 'Q&A' },
    ];
  }
  const links: NavItem[] = [
    { to: '/', label: 'Home' },
    { to: '/directory', label: 'Directory' },
    { to: '/service-listings', label: 'Services' },
    { to: '/matrimonial', label: 'Matrimonial' },
    { to: '/latest-events', label: 'Latest News' },
    { to: '/questions', label: 'Q&A' },
    { to: '/referral', label: 'Referrals' },
    { to: '/profile', label: 'Profile' },
  ];
  if (isAdmin(user)) links.push({ to: '/admin/dashboard', label: 'Admin Panel' });
  return links;
}

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
