import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { useT } from '../../../i18n/useT.ts';

export function PromoteBusinessBanner({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-7xl px-4">
      <div className="flex flex-col gap-4 rounded-2xl bg-slate-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-2xl font-bold">{t('home.promote.title')}</h2>
          <p className="mt-1 text-slate-200">{t('home.promote.text')}</p>
        </div>
        <Link
          to={signedIn ? '/create-listing' : '/register'}
          className={buttonClasses('primary', 'shrink-0 bg-brand-600')}
        >
          {t('home.promote.cta')}
        </Link>
      </div>
    </section>
  );
}
