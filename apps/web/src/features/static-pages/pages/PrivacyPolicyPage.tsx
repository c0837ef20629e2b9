import { Link } from 'react-router';
import { Rich } from '../../../i18n/Rich.tsx';
import { useT } from '../../../i18n/useT.ts';
import { GrievanceOfficer } from '../components/GrievanceOfficer.tsx';
import { Section } from '../components/Section.tsx';
import { StaticPage } from '../components/StaticPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

const link = 'font-semibold text-brand-700 underline underline-offset-2';

export function PrivacyPolicyPage() {
  const t = useT();
  return (
    <StaticPage
      title={t('pages.privacy.title')}
      description={t('pages.privacy.description')}
      updated={t('pages.updated')}
      intro={<p>{t('pages.privacy.intro')}</p>}
    >
      <Section title={t('pages.privacy.collect.title')}>
        <ul>
          <li>{t('pages.privacy.collect.account')}</li>
          <li>{t('pages.privacy.collect.profile')}</li>
          <li>{t('pages.privacy.collect.content')}</li>
          <li>{t('pages.privacy.collect.referrals')}</li>
          <li>{t('pages.privacy.collect.technical')}</li>
        </ul>
      </Section>

      <Section title={t('pages.privacy.use.title')}>
        <p>{t('pages.privacy.use.text')}</p>
      </Section>

      <Section title={t('pages.privacy.visibility.title')}>
        <p>{t('pages.privacy.visibility.text')}</p>
      </Section>

      <Section title={t('pages.privacy.photos.title')}>
        <p>{t('pages.privacy.photos.text')}</p>
      </Section>

      <Section title={t('pages.privacy.retention.title')}>
        <p>{t('pages.privacy.retention.text')}</p>
      </Section>

      <Section title={t('pages.privacy.deleting.title')}>
        <p>
          <Rich
            text={t('pages.privacy.deleting.text')}
            parts={[<Link key="profile" to="/profile" className={link} />]}
          />
        </p>
      </Section>

      <Section title={t('pages.privacy.rights.title')}>
        <p>
          <Rich
            text={t('pages.privacy.rights.text')}
            parts={[<Link key="privacy-settings" to="/profile/privacy" className={link} />]}
          />
        </p>
      </Section>

      <Section title={t('pages.privacy.children.title')}>
        <p>{t('pages.privacy.children.text')}</p>
      </Section>

      <Section title={t('pages.privacy.changes.title')}>
        <p>{t('pages.privacy.changes.text')}</p>
      </Section>

      <GrievanceOfficer />

      <SupportContact title={t('pages.privacy.contact')} />
    </StaticPage>
  );
}
