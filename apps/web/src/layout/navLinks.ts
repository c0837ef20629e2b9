import { isAdmin } from '@sangam/shared/plans';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import type { User } from '@sangam/shared/user';

export interface NavItem {
  to: string;
  /** A catalogue id: the link's name in the language shown. */
  label: MessageId;
}

/** The top bar's links (spec section 2): a shorter set for visitors, the full set for members. */
export function navLinksFor(user: User | null): NavItem[] {
  if (!user) {
    return [
      { to: '/', label: 'common.nav.home' },
      { to: '/matrimonial', label: 'common.nav.matrimonial' },
      { to: '/latest-events', label: 'common.nav.latestNews' },
      { to: '/questions', label: 'common.nav.questions' },
    ];
  }
  const links: NavItem[] = [
    { to: '/', label: 'common.nav.home' },
    { to: '/directory', label: 'common.nav.directory' },
    { to: '/service-listings', label: 'common.nav.services' },
    { to: '/matrimonial', label: 'common.nav.matrimonial' },
    { to: '/latest-events', label: 'common.nav.latestNews' },
    { to: '/questions', label: 'common.nav.questions' },
    { to: '/referral', label: 'common.nav.referrals' },
    { to: '/profile', label: 'common.nav.profile' },
  ];
  if (isAdmin(user)) links.push({ to: '/admin/dashboard', label: 'common.nav.adminPanel' });
  return links;
}

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
