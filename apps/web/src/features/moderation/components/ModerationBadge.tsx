import { formatNumber } from '../../../lib/format.ts';
import { useModerationCounts } from '../api/getModerationCounts.ts';

/**
 * The sidebar's count of what waits for review: asked every minute while an admin screen is open, and taken from
 * each decision's reply. Nothing at 0 (or before the count has come, or when it could not be had).
 */
export function ModerationBadge() {
  const { data } = useModerationCounts();
  const total = data?.total ?? 0;
  if (total <= 0) return null;
  return (
    <span className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-red-700 px-2 text-sm font-bold text-white">
      <span aria-hidden="true">{total > 99 ? '99+' : formatNumber(total)}</span>
      <span className="sr-only">{`${formatNumber(total)} waiting for review`}</span>
    </span>
  );
}
