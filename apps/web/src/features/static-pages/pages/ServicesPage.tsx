import { Link } from 'react-router';
import { useT } from '../../../i18n/useT.ts';
import { StaticPage } from '../components/StaticPage.tsx';
import { SERVICES } from '../data/services.ts';

export function ServicesPage() {
  const t = useT();
  return (
    <StaticPage
      title={t('pages.services.title')}
      description={t('pages.services.description')}
      intro={<p>{t('pages.services.intro')}</p>}
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {SERVICES.map((service) => (
          <li key={service.slug} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="text-xl font-bold text-slate-900">{t(service.title)}</h2>
            <p className="mt-2 flex-1 text-slate-700">{t(service.summary)}</p>
            <Link
              to={`/services/${service.slug}`}
              className="mt-4 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t('pages.services.more', { service: t(service.title) })}
            </Link>
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
