import type { ComponentType } from 'react';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { NavLink } from 'react-router';
import { useSession } from '../auth/sessionContext.ts';
import { BriefcaseIcon, HomeIcon, NewsIcon, QuestionIcon, UserIcon, UsersIcon } from '../components/ui/icons.tsx';
import { useT } from '../i18n/useT.ts';

interface BarItem {
  to: string;
  label: MessageId;
  Icon: ComponentType<{ className?: string }>;
}

/** Small screens only: Home, Latest News, Q&A, then Profile and Directory (members) or Services. */
export function MobileBottomBar() {
  // A stored token means a member: their tabs show from the first paint and do not swap.
  const t = useT();
  const { user, status } = useSession();
  const member = user !== null || status === 'loading';
  const items: BarItem[] = [
    { to: '/', label: 'common.nav.home', Icon: HomeIcon },
    { to: '/latest-events', label: 'common.nav.latestNews', Icon: NewsIcon },
    { to: '/questions', label: 'common.nav.questions', Icon: QuestionIcon },
    ...(member
      ? ([
          { to: '/profile', label: 'common.nav.profile', Icon: UserIcon },
          { to: '/directory', label: 'common.nav.directory', Icon: UsersIcon },
        ] satisfies BarItem[])
      : ([{ to: '/service-listings', label: 'common.nav.services', Icon: BriefcaseIcon }] satisfies BarItem[])),
  ];

  return (
    <nav
      aria-label={t('common.layout.bottomBar')}
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
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
