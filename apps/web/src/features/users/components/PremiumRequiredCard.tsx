import { UpgradeLink } from '../../../components/membership/UpgradeLink.tsx';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import { useT } from '../../../i18n/useT.ts';

/** In place of the contact card for free members (the server sent no contacts). */
export function PremiumRequiredCard({ name }: { name: string }) {
  const t = useT();
  return (
    <TitledSection headingId="premium-required" title={t('users.premiumRequired.title')} tone="warning">
      <p className="mt-2 text-sm text-amber-950">{t('users.premiumRequired.text', { name })}</p>
      <UpgradeLink className={buttonClasses('primary', 'mt-4 w-full sm:w-auto')}>
        {t('users.premiumRequired.upgrade')}
      </UpgradeLink>
    </TitledSection>
  );
}
