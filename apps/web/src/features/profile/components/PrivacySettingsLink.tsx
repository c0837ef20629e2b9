import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import { useT } from '../../../i18n/useT.ts';

/** Profile -> Privacy -> Privacy Settings: consents, who viewed my contact details, a copy of my data. */
export function PrivacySettingsLink() {
  const t = useT();
  return (
    <TitledSection headingId="privacy-settings-heading" title={t('privacy.profileLink')}>
      <p className="mt-1 text-sm text-slate-700">{t('privacy.profileLinkIntro')}</p>
      <Link to="/profile/privacy" className={buttonClasses('secondary', 'mt-3')}>
        {t('privacy.profileLink')}
      </Link>
    </TitledSection>
  );
}
