import { Link } from 'react-router';
import { SESSION_MESSAGES } from '@sangam/shared/session-messages';
import { loginRedirect } from '../../../auth/redirect.ts';
import { HOME_CATEGORIES } from '../data/categories.ts';
import { useT } from '../../../i18n/useT.ts';

/** Each tile searches the directory; visitors log in first and then land on that search. */
export function CategoryTiles({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4">
      <h2 id="categories-heading" className="text-2xl font-bold text-slate-900">
        {t('home.categories.title')}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
        {HOME_CATEGORIES.map((category) => {
          const target = `/directory?search=${encodeURIComponent(category.name)}`;
          const link = signedIn ? { to: target } : loginRedirect(target, SESSION_MESSAGES.loginToBrowseCategory);
          return (
            <li key={category.name}>
              <Link
                to={link.to}
                state={'state' in link ? link.state : undefined}
                className="flex min-h-20 flex-col items-center justify-center gap-1 rounded-xl border border-slate-200 bg-white p-3 text-center font-semibold text-slate-900 hover:border-brand-600 hover:bg-brand-50"
              >
                <span aria-hidden="true" className="text-2xl">
                  {category.icon}
                </span>
                {t(category.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
