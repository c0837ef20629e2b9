import { UpgradeLink } from '../../../components/membership/UpgradeLink.tsx';
import { DIRECTORY_MESSAGES } from '@sangam/shared/directory-messages';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { useT } from '../../../i18n/useT.ts';

/** Once above the list for free viewers (the server sent no contacts). */
export function PremiumPrompt() {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-medium text-amber-950">{t(DIRECTORY_MESSAGES.premiumRequired)}</p>
      <UpgradeLink className={buttonClasses('primary', 'shrink-0')}>{t('directory.premium.upgrade')}</UpgradeLink>
    </div>
  );
}
