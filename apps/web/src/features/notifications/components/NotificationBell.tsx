import { NavLink } from 'react-router';
import { Icon, type IconProps } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/useT.ts';
import { badgeText } from '../lib/badge.ts';
import { useUnreadCount } from './useUnreadCount.ts';

export const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

/** The navbar's bell (members only): the unread count on it, a tap opens /notifications. */
export function NotificationBell() {
  const t = useT();
  const unread = useUnreadCount().data ?? 0;
  const label =
    unread > 99
      ? t('notifications.bell.many')
      : unread > 0
        ? t('notifications.bell.unread', { count: unread })
        : t('notifications.bell.label');
  return (
    <NavLink
      to="/notifications"
      aria-label={label}
      className={({ isActive }) =>
        `relative inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 ${
          isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800'
        }`
      }
    >
      <BellIcon className="size-6" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {badgeText(unread)}
        </span>
      )}
    </NavLink>
  );
}
