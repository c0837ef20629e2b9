import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/ui/DocumentTitle.tsx';
import { useT } from '../../../i18n/useT.ts';
import { ConsentsSection } from '../components/ConsentsSection.tsx';
import { ContactViewsSection } from '../components/ContactViewsSection.tsx';
import { DataExportSection } from '../components/DataExportSection.tsx';

/** Profile -> Privacy Settings (issue 36): consents per purpose, who viewed my contact details, a copy of my data. */
export function PrivacySettingsPage() {
  const t = useT();
  return (
    <section className="mx-auto max-w-2xl space-y-5 px-4 py-6 sm:py-8">
      <DocumentTitle title={`${t('privacy.pageTitle')} | ${t('common.brand')}`} />
      <div>
        <Link
          to="/profile?tab=privacy"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
        >
          {t('common.block.backToProfile')}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{t('privacy.pageTitle')}</h1>
        <p className="mt-1 text-slate-700">{t('privacy.pageIntro')}</p>
      </div>
      <ConsentsSection />
      <ContactViewsSection />
      <DataExportSection />
    </section>
  );
}
