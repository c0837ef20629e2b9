import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import { useT } from '../../../i18n/useT.ts';

/** Profile -> Notifications: the way to the page where a member chooses how each notification reaches them. */
export function NotificationSettingsLink() {
  const t = useT();
  return (
    <TitledSection headingId="notification-settings-heading" title={t('profile.notifications.title')}>
      <p className="mt-1 text-sm text-slate-700">{t('profile.notifications.intro')}</p>
      <Link to="/profile/notifications" className={buttonClasses('secondary', 'mt-3')}>
        {t('profile.notifications.open')}
      </Link>
    </TitledSection>
  );
}
