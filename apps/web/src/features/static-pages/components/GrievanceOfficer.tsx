import { useSiteSettings } from '../../../api/siteSettings.ts';
import { useT } from '../../../i18n/useT.ts';
import { formatMobile, telHref } from '../../../lib/contact.ts';
import { Section } from './Section.tsx';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * The Grievance Officer the DPDP Act asks the Privacy Policy to name, from the site settings (admins fill them in);
 * not shown until at least one of name, e-mail and phone is set.
 */
export function GrievanceOfficer() {
  const t = useT();
  const settings = useSiteSettings();
  const { grievanceName = '', grievanceEmail = '', grievancePhone = '' } = settings ?? {};
  if (!grievanceName && !grievanceEmail && !grievancePhone) return null;
  return (
    <Section title={t('pages.privacy.grievance.title')}>
      <p>{t('pages.privacy.grievance.text')}</p>
      <dl className="mt-2 grid gap-2 sm:grid-cols-3">
        {grievanceName && (
          <div>
            <dt className="text-sm text-slate-600">{t('pages.privacy.grievance.name')}</dt>
            <dd className="font-semibold text-slate-900">{grievanceName}</dd>
          </div>
        )}
        {grievanceEmail && (
          <div>
            <dt className="text-sm text-slate-600">{t('pages.privacy.grievance.email')}</dt>
            <dd>
              <a href={`mailto:${grievanceEmail}`} className={`${linkClass} break-all`}>
                {grievanceEmail}
              </a>
            </dd>
          </div>
        )}
        {grievancePhone && (
          <div>
            <dt className="text-sm text-slate-600">{t('pages.privacy.grievance.phone')}</dt>
            <dd>
              <a href={telHref(grievancePhone)} className={linkClass}>
                {formatMobile(grievancePhone)}
              </a>
            </dd>
          </div>
        )}
      </dl>
    </Section>
  );
}
