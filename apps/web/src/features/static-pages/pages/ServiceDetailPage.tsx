import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert.tsx';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { ChevronLeftIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/useT.ts';
import { StaticPage } from '../components/StaticPage.tsx';
import { SERVICES, type ServiceInfo } from '../data/services.ts';

/** /services/business|jobs|marriages|training: what the service is and where on the site it lives. */
export function ServiceDetailPage({ slug }: { slug: ServiceInfo['slug'] }) {
  const t = useT();
  const service = SERVICES.find((entry) => entry.slug === slug) ?? SERVICES[0]!;
  const summary = t(service.summary);
  return (
    <StaticPage title={t(service.title)} description={summary} intro={<p>{summary}</p>}>
      {service.note && <Alert tone="info">{t(service.note)}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row">
        {service.links.map((link, index) => (
          <Link key={link.to} to={link.to} className={buttonClasses(index === 0 ? 'primary' : 'secondary')}>
            {t(link.label)}
          </Link>
        ))}
      </div>
      <Link to="/services" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800">
        <ChevronLeftIcon className="size-4" />
        {t('pages.services.all')}
      </Link>
    </StaticPage>
  );
}
