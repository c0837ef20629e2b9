import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import { useT } from '../../../i18n/useT.ts';

/** Profile -> Privacy -> Blocked members: the way to the list of members the viewer blocked. */
export function BlockedMembersLink() {
  const t = useT();
  return (
    <TitledSection headingId="blocked-members-heading" title={t('common.block.listTitle')}>
      <p className="mt-1 text-sm text-slate-700">{t('common.block.listIntro')}</p>
      <Link to="/profile/blocked" className={buttonClasses('secondary', 'mt-3')}>
        {t('common.block.open')}
      </Link>
    </TitledSection>
  );
}
