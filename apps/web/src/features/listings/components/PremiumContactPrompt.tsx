import { UpgradeLink } from '../../../components/membership/UpgradeLink.tsx';
import { LISTING_MESSAGES } from '@sangam/shared/listing-messages';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { useT } from '../../../i18n/useT.ts';

/** In place of a premium-only listing's contacts, for viewers the server sent none. */
export function PremiumContactPrompt({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <div className={`rounded-lg border border-amber-300 bg-amber-50 p-3 ${className}`}>
      <p className="text-sm font-medium text-amber-950">{t(LISTING_MESSAGES.premiumRequired)}</p>
      <UpgradeLink className={buttonClasses('primary', 'mt-2 w-full sm:w-auto')}>
        {t('listings.premium.upgrade')}
      </UpgradeLink>
    </div>
  );
}
