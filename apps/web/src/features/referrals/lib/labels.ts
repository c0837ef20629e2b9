import type { ReferralPeriod } from '../api/getReferralAnalytics.ts';
import { shortDay } from '../../../lib/dateFormat.ts';

export const PERIOD_OPTIONS: readonly { value: ReferralPeriod; label: string }[] = [
  { value: 'week', label: 'Last week' },
  { value: 'month', label: 'Last month' },
  { value: 'quarter', label: 'Last quarter' },
  { value: 'year', label: 'Last year' },
];

export const STATUS_FILTER_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

export const SOURCE_LABELS: Record<string, string> = { link: 'Referral link', code: 'Referral code' };

export const REWARD_TYPE_OPTIONS = [
  { value: 'bonus_referral', label: 'Bonus referral' },
  { value: 'special_badge', label: 'Special badge' },
] as const;

/** { year: 2026, month: 1, day: 31 } -> "31 Jan" (month counted from 1). */
export const trendDayLabel = ({ year, month, day }: { year: number; month: number; day: number }) =>
  shortDay(new Date(year, month - 1, day));

export interface TrendDay {
  _id: { year: number; month: number; day: number };
  count: number;
  completed: number;
}

const DAY_MS = 86_400_000;

/**
 * The server lists only days with referrals; the chart needs every day between the first and the
 * last so the line's slope means something. Missing days count zero.
 */
export function fillTrendDays(days: TrendDay[]): TrendDay[] {
  if (days.length === 0) return [];
  const utc = ({ year, month, day }: TrendDay['_id']) => Date.UTC(year, month - 1, day);
  const sorted = [...days].sort((a, b) => utc(a._id) - utc(b._id));
  const byTime = new Map(sorted.map((row) => [utc(row._id), row]));
  const filled: TrendDay[] = [];
  for (let time = utc(sorted[0]!._id); time <= utc(sorted[sorted.length - 1]!._id); time += DAY_MS) {
    const date = new Date(time);
    filled.push(
      byTime.get(time) ?? {
        _id: { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
        count: 0,
        completed: 0,
      },
    );
  }
  return filled;
}
