import { tierName, tierStyle } from '../lib/tiers.ts';
import { useT } from '../../../i18n/useT.ts';

export function TierBadge({ tier, className = '' }: { tier: string | undefined; className?: string }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-bold ${tierStyle(tier).badge} ${className}`}
    >
      {tierName(t, tier)}
    </span>
  );
}
