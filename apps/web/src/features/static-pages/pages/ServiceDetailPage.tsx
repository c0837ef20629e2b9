import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert.tsx';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { ChevronLeftIcon } from '../../../components/ui/icons.tsx';
import { StaticPage } from '../components/StaticPage.tsx';
import { SERVICES, type ServiceInfo } from '../data/services.ts';

/** /services/business|jobs|marriages|training: what the service is and where on the site it lives. */
export function ServiceDetailPage({ slug }: { slug: ServiceInfo['slug'] }) {
  const service = SERVICES.find((entry) => entry.slug === slug) ?? SERVICES[0]!;
  return (
    <StaticPage title={service.title} description={service.summary} intro={<p>{service.summary}</p>}>
      {service.note && <Alert tone="info">{service.note}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row">
        {service.links.map((link, index) => (
          <Link key={link.to} to={link.to} className={buttonClasses(index === 0 ? 'primary' : 'secondary')}>
            {link.label}
          </Link>
        ))}
      </div>
      <Link to="/services" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800">
        <ChevronLeftIcon className="size-4" />
        All services
      </Link>
    </StaticPage>
  );
}
