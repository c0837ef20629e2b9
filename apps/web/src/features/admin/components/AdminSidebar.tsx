import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useLogoutAndLeave } from '../../../auth/useLogoutAndLeave.ts';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { ADMIN_LINKS } from '../lib/adminLinks.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${
    isActive ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100'
  }`;

/** A link's count beside its label (the moderation queue's), keyed by the link's path; app/ hands them in. */
export type AdminBadges = Partial<Record<string, ReactNode>>;

/** Always open beside the page on laptops; a menu button above the page on phones. */
export function AdminSidebar({ badges = {} }: { badges?: AdminBadges }) {
  const logoutAndLeave = useLogoutAndLeave();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const current = ADMIN_LINKS.find((link) => pathname.startsWith(link.to))?.label ?? 'Admin';

  return (
    <aside className="lg:w-56 lg:shrink-0">
      <nav aria-label="Admin" className="rounded-xl border border-slate-200 bg-white p-2 lg:sticky lg:top-18">
        <button
          type="button"
          className="flex min-h-11 w-full items-center justify-between rounded-lg px-3 text-sm font-semibold text-slate-900 hover:bg-slate-100 lg:hidden"
          aria-expanded={open}
          aria-controls="admin-menu"
          onClick={() => setOpen((value) => !value)}
        >
          <span>
            Admin menu <span className="font-normal text-slate-600">· {current}</span>
          </span>
          <ChevronDownIcon className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
        <div id="admin-menu" className={`${open ? 'block' : 'hidden'} lg:block`}>
          <p className="hidden px-3 pt-2 pb-3 text-xs font-bold tracking-wide text-slate-600 uppercase lg:block">
            Admin Panel
          </p>
          <ul className="grid gap-0.5">
            {ADMIN_LINKS.map((link) => {
              const badge = badges[link.to];
              // The count describes the link rather than naming it: the link stays "Moderation" to assistive tech.
              const badgeId = `admin-link-badge-${link.to.replaceAll('/', '-')}`;
              return (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={linkClass}
                    onClick={close}
                    aria-label={badge ? link.label : undefined}
                    aria-describedby={badge ? badgeId : undefined}
                  >
                    <span className="flex-1">{link.label}</span>
                    {badge && <span id={badgeId}>{badge}</span>}
                  </NavLink>
                </li>
              );
            })}
          </ul>
          <div className="mt-2 grid gap-0.5 border-t border-slate-200 pt-2">
            <Link to="/" className={linkClass({ isActive: false })} onClick={close}>
              Back to Site
            </Link>
            <button
              type="button"
              onClick={() => logoutAndLeave('/')}
              className={`${linkClass({ isActive: false })} w-full text-left`}
            >
              Logout
            </button>
          </div>
        </div>
      </nav>
    </aside>
  );
}
