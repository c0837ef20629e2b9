import { Link } from 'react-router';
import { StaticPage } from '../components/StaticPage.tsx';
import { SERVICES } from '../data/services.ts';

export function ServicesPage() {
  return (
    <StaticPage
      title="Our Services"
      description="What Sangam offers its members: a business directory, help finding work, matrimonial profiles and training, all within the community."
      intro={<p>Everything Sangam offers the community, in one place.</p>}
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {SERVICES.map((service) => (
          <li key={service.slug} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="text-xl font-bold text-slate-900">{service.title}</h2>
            <p className="mt-2 flex-1 text-slate-700">{service.summary}</p>
            <Link
              to={`/services/${service.slug}`}
              className="mt-4 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              More about {service.title}
            </Link>
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
