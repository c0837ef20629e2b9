import { Link } from 'react-router';
import { SITE_SETTINGS_MESSAGES } from '@sangam/shared/site-settings-messages';
import { useSiteSettings } from '../../../api/siteSettings.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { buttonClasses } from '../../../components/ui/Button.tsx';
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
  const leadership = useSiteSettings()?.leadership ?? [];
  return (
    <StaticPage
      title="About Us"
      description="Sangam connects the community's professionals and entrepreneurs: our mission, our values, our story since 2020 and the team behind it."
      intro={<Alert tone="info">This page is currently in preview mode and being updated.</Alert>}
    >
      <Section title="Our Mission">
        <p>
          Sangam brings the community&apos;s professionals, entrepreneurs and families together in one trusted place, so
          that every member can find help, offer their skills and grow with the community.
        </p>
      </Section>

      <Section title="Our Values">
        <ul className="grid list-none! gap-3 pl-0! sm:grid-cols-2">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-bold text-slate-900">{value.title}</h3>
              <p className="mt-1 text-sm">{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Our Journey">
        <ol className="space-y-4 border-l-2 border-brand-600 pl-5">
          {TIMELINE.map((step) => (
            <li key={step.year}>
              <p className="font-extrabold text-brand-700">{step.year}</p>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title="Leadership Team">
        {leadership.length === 0 && <p className="text-slate-700">{SITE_SETTINGS_MESSAGES.leadershipPending}</p>}
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
        <h2 className="text-xl font-bold">Join the community</h2>
        <p className="mt-1 text-orange-50">Basic membership is free.</p>
        <Link to="/register" className={buttonClasses('secondary', 'mt-4 border-transparent text-brand-800')}>
          Become a Member
        </Link>
      </div>
    </StaticPage>
  );
}
