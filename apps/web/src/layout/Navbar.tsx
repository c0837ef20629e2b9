import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, NavLink, useLocation } from 'react-router';
import { SCROLL } from '@sangam/shared/limits';
import { useSession } from '../auth/sessionContext.ts';
import { useLogoutAndLeave } from '../auth/useLogoutAndLeave.ts';
import { buttonClasses } from '../components/ui/Button.tsx';
import { CloseIcon, MenuIcon } from '../components/ui/icons.tsx';
import {
  CACHE_CLEARED_MESSAGE,
  cacheWasCleared,
  clearCachesAndReload,
  forgetCacheCleared,
} from '../lib/clearCaches.ts';
import { useMediaQuery } from '../lib/useMediaQuery.ts';
import { useScrolledPast } from '../lib/useScrolledPast.ts';
import { firstName, navLinksFor } from './navLinks.ts';
import { useT } from '../i18n/useT.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { useAuthLoadingDots } from './useAuthLoadingDots.ts';

/** Tailwind's xl: where the links show in the bar instead of the menu. */
const WIDE_SCREEN = '(min-width: 80rem)';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-md px-2.5 text-sm font-medium ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

function LoadingDots() {
  const t = useT();
  return (
    <span role="status" className="flex items-center gap-1 px-2" aria-label={t('common.nav.loadingAccount')}>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-2 animate-bounce rounded-full bg-brand-700 motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

/** `bell`: the notification bell (members; app/ hands it in), beside the menu button on a phone, last on a laptop. */
export function Navbar({ bell }: { bell?: ReactNode }) {
  const t = useT();
  const { user, status } = useSession();
  const logoutAndLeave = useLogoutAndLeave();
  const queryClient = useQueryClient();
  // The phone menu is open on the page it was opened on: any way to another page (a link in it, the bell, a link
  // inside the page) closes it, so it never covers the next page.
  const { pathname } = useLocation();
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean | ((was: boolean) => boolean)) =>
    setMenuOpenOn((on) => ((typeof open === 'function' ? open(on === pathname) : open) ? pathname : null));
  const scrolled = useScrolledPast(SCROLL.navbarScrolledPx);
  const showDots = useAuthLoadingDots(status === 'loading');
  // The wide screen's links are hidden on a phone: not drawing them there spares its first paint a dozen links.
  const wide = useMediaQuery(WIDE_SCREEN, true);
  const links = navLinksFor(user);
  const closeMenu = () => setMenuOpen(false);
  // Clear Cache reloads the page: the fresh page says it worked, for a few seconds.
  const [cacheCleared, setCacheCleared] = useState(cacheWasCleared);
  useEffect(() => {
    if (!cacheCleared) return;
    forgetCacheCleared();
    const timer = setTimeout(() => setCacheCleared(false), 6_000);
    return () => clearTimeout(timer);
  }, [cacheCleared]);

  const onLogout = () => {
    closeMenu();
    logoutAndLeave('/');
  };

  const accountArea = (stacked: boolean) => {
    if (showDots) return <LoadingDots />;
    if (user) {
      return (
        <div className={stacked ? 'flex flex-col gap-2' : 'flex items-center gap-2'}>
          <span className="px-1 text-sm font-semibold text-slate-800">
            {t('common.nav.greeting', { name: firstName(user.name) })}
          </span>
          <button type="button" onClick={onLogout} className={buttonClasses('secondary')}>
            {t('common.nav.logout')}
          </button>
          <button
            type="button"
            onClick={() => void clearCachesAndReload(queryClient)}
            className={buttonClasses('ghost')}
          >
            {t('common.nav.clearCache')}
          </button>
        </div>
      );
    }
    // Once the dots stop on a slow check, the visitor's way in stays reachable.
    return (
      <div className={stacked ? 'flex flex-col gap-2' : 'flex items-center gap-2'}>
        <NavLink to="/login" className={linkClass} onClick={closeMenu}>
          {t('common.nav.login')}
        </NavLink>
        <Link to="/register" className={buttonClasses('primary')} onClick={closeMenu}>
          {t('common.nav.register')}
        </Link>
      </div>
    );
  };

  return (
    <header
      className={`sticky top-0 z-40 border-b border-slate-200 bg-white transition-shadow ${scrolled ? 'shadow-md' : ''}`}
    >
      <nav
        aria-label={t('common.layout.mainNav')}
        className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-2 px-4"
      >
        <Link to="/" className="flex min-h-11 items-center gap-2 text-xl font-extrabold text-brand-700">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          {t('common.brand')}
        </Link>

        {wide && (
          <>
            <ul className="hidden items-center gap-0.5 xl:flex">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} className={linkClass}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="hidden items-center gap-2 xl:flex">
              <LanguageSwitch />
              {accountArea(false)}
            </div>
          </>
        )}

        <div className="flex items-center gap-1">
          {bell}
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('common.nav.closeMenu') : t('common.nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </nav>

      <div id="mobile-menu" hidden={!menuOpen} className="border-t border-slate-200 bg-white px-4 pb-4 xl:hidden">
        {menuOpen && (
          <>
            <ul className="grid gap-1 py-2">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} className={linkClass} onClick={closeMenu}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mb-2 border-y border-slate-100 py-1">
              <LanguageSwitch />
            </div>
            {accountArea(true)}
          </>
        )}
        {/* "Install app", drawn here by pwa/InstallMenuEntry.tsx (loaded after the first paint). */}
        <div id="install-app-entry" />
      </div>
      <div role="status">
        {cacheCleared && (
          <p className="border-t border-green-300 bg-green-50 px-4 py-2 text-center text-sm text-green-900">
            {t(CACHE_CLEARED_MESSAGE)}
          </p>
        )}
      </div>
    </header>
  );
}
