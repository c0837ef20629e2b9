import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format.ts';
import { useT } from '../../i18n/useT.ts';

/**
 * "Your premium ends on {date}: Renew", shown in a premium member's last 30 days (renewalDue). `renew` is the
 * Renew link or button of the screen it appears on.
 */
export function PremiumRenewalNotice({ expiresAt, renew }: { expiresAt: string; renew: ReactNode }) {
  const t = useT();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <span>{t('common.premium.endsOn', { date: formatDate(expiresAt) })}</span>
      {renew}
    </div>
  );
}
