import { Link } from 'react-router';
import { useSiteSettings } from '../../../api/siteSettings.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { useT } from '../../../i18n/useT.ts';
import { Section } from '../components/Section.tsx';
import { StaticPage } from '../components/StaticPage.tsx';
import { TIMELINE, VALUES } from '../data/about.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

export function AboutPage() {
  const t = useT();
  const leadership = useSiteSettings()?.leadership ?? [];
  return (
    <StaticPage
      title={t('pages.about.title')}
      description={t('pages.about.description')}
      intro={<Alert tone="info">{t('pages.about.preview')}</Alert>}
    >
      <Section title={t('pages.about.mission.title')}>
        <p>{t('pages.about.mission.text')}</p>
      </Section>

      <Section title={t('pages.about.values.title')}>
        <ul className="grid list-none! gap-3 pl-0! sm:grid-cols-2">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-bold text-slate-900">{t(value.title)}</h3>
              <p className="mt-1 text-sm">{t(value.text)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('pages.about.journey.title')}>
        <ol className="space-y-4 border-l-2 border-brand-600 pl-5">
          {TIMELINE.map((step) => (
            <li key={step.year}>
              <p className="font-extrabold text-brand-700">{step.year}</p>
              <p>{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={t('pages.about.leadership.title')}>
        {leadership.length === 0 && <p className="text-slate-700">{t('pages.about.leadership.pending')}</p>}
        {leadership.length > 0 && (
          <ul className="grid list-none! grid-cols-2 gap-3 pl-0! sm:grid-cols-4">
            {leadership.map((person) => (
              <li
                key={`${person.name} ${person.role}`}
                className="rounded-xl border border-slate-200 bg-white p-4 text-center"
              >
                <span
                  aria-hidden="true"
                  className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
                >
                  {initials(person.name)}
                </span>
                <h3 className="mt-2 font-bold break-words text-slate-900">{person.name}</h3>
                <p className="text-sm break-words text-slate-700">{person.role}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <div className="rounded-2xl bg-brand-700 p-6 text-center text-white">
        <h2 className="text-xl font-bold">{t('pages.about.join.title')}</h2>
        <p className="mt-1 text-orange-50">{t('pages.about.join.free')}</p>
        <Link to="/register" className={buttonClasses('secondary', 'mt-4 border-transparent text-brand-800')}>
          {t('pages.about.join.cta')}
        </Link>
      </div>
    </StaticPage>
  );
}
