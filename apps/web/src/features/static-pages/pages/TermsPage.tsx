import { PREMIUM } from '@sangam/shared/limits';
import { Link } from 'react-router';
import { Rich } from '../../../i18n/Rich.tsx';
import { useT } from '../../../i18n/useT.ts';
import { Section } from '../components/Section.tsx';
import { StaticPage } from '../components/StaticPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

const link = 'font-semibold text-brand-700 underline underline-offset-2';

export function TermsPage() {
  const t = useT();
  return (
    <StaticPage
      title={t('pages.terms.title')}
      description={t('pages.terms.description')}
      updated={t('pages.updatedTerms')}
    >
      <Section title={t('pages.terms.introduction.title')}>
        <p>
          <Rich
            text={t('pages.terms.introduction.text')}
            parts={[<Link key="privacy" to="/privacy-policy" className={link} />]}
          />
        </p>
      </Section>

      <Section title={t('pages.terms.membership.title')}>
        <p>{t('pages.terms.membership.text')}</p>
      </Section>

      <Section title={t('pages.terms.tiers.title')}>
        <ul>
          <li>
            <Rich text={t('pages.terms.tiers.basic')} parts={[<strong key="basic" />]} />
          </li>
          <li>
            <Rich
              text={t('pages.terms.tiers.premium', { price: PREMIUM.priceRupees })}
              parts={[<strong key="premium" />]}
            />
          </li>
        </ul>
      </Section>

      <Section title={t('pages.terms.use.title')}>
        <p>{t('pages.terms.use.intro')}</p>
        <ul>
          <li>{t('pages.terms.use.harass')}</li>
          <li>{t('pages.terms.use.falseContent')}</li>
          <li>{t('pages.terms.use.spam')}</li>
          <li>{t('pages.terms.use.attack')}</li>
        </ul>
        <p>{t('pages.terms.use.suspend')}</p>
      </Section>

      <Section title={t('pages.terms.content.title')}>
        <p>{t('pages.terms.content.text')}</p>
      </Section>

      <Section title={t('pages.terms.listings.title')}>
        <p>{t('pages.terms.listings.text')}</p>
      </Section>

      <Section title={t('pages.terms.ip.title')}>
        <p>{t('pages.terms.ip.text')}</p>
      </Section>

      <Section title={t('pages.terms.liability.title')}>
        <p>{t('pages.terms.liability.text')}</p>
      </Section>

      <Section title={t('pages.terms.termination.title')}>
        <p>{t('pages.terms.termination.text')}</p>
      </Section>

      <Section title={t('pages.terms.changes.title')}>
        <p>{t('pages.terms.changes.text')}</p>
      </Section>

      <Section title={t('pages.terms.law.title')}>
        <p>{t('pages.terms.law.text')}</p>
      </Section>

      <SupportContact title={t('pages.terms.contact')} />
    </StaticPage>
  );
}
