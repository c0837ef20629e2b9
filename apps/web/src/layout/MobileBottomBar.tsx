import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { useSession } from '../auth/sessionContext.ts';
import { BriefcaseIcon, HomeIcon, NewsIcon, QuestionIcon, UserIcon, UsersIcon } from '../components/ui/icons.tsx';

interface BarItem {
  to: string;
  label: string;
  Icon: ComponentType<{ className?: string }>;
}

/** Small screens only: Home, Latest News, Q&A, then Profile and Directory (members) or Services. */
export function MobileBottomBar() {
  // A stored token means a member: their tabs show from the first paint and do not swap.
  const { user, status } = useSession();
  const member = user !== null || status === 'loading';
  const items: BarItem[] = [
    { to: '/', label: 'Home', Icon: HomeIcon },
    { to: '/latest-events', label: 'Latest News', Icon: NewsIcon },
    { to: '/questions', label: 'Q&A', Icon: QuestionIcon },
    ...(member
      ? [
          { to: '/profile', label: 'Profile', Icon: UserIcon },
          { to: '/directory', label: 'Directory', Icon: UsersIcon },
        ]
      : [{ to: '/service-listings', label: 'Services', Icon: BriefcaseIcon }]),
  ];

  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="flex">
        {items.map(({ to, label, Icon }) => (
          <li key={to} className="flex-1">
            <NavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) =>
                `flex min-h-14 flex-col items-center justify-center gap-0.5 text-center text-xs leading-tight font-medium ${
                  isActive ? 'text-brand-700' : 'text-slate-700'
                }`
              }
            >
              <Icon className="size-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
