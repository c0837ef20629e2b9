import type { ReferralInfo } from '../api/getReferralInfo.ts';
import { tierName, tierStyle } from '../lib/tiers.ts';
import { say, useT } from '../../../i18n/useT.ts';

/** Every tier; the current one is marked and every tier up to it is ticked. */
export function ProgressTab({ info }: { info: ReferralInfo }) {
  const t = useT();
  const current = info.tierInfo.current ?? info.referralPerks.currentTier;
  const currentIndex = info.tierInfo.all.findIndex((row) => row.tier === current);

  return (
    <ol className="space-y-3">
      {info.tierInfo.all.map((row, index) => {
        const reached = index <= currentIndex;
        const isCurrent = index === currentIndex;
        // Only what the site really gives; the server's tier table marks it.
        const delivered = row.benefits.filter((benefit) => benefit.delivered);
        return (
          <li
            key={row.tier}
            className={`rounded-xl border p-4 ${isCurrent ? `${tierStyle(row.tier).badge} border-2` : 'border-slate-200 bg-white text-slate-900'}`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <span
                aria-hidden="true"
                className={`inline-flex size-6 items-center justify-center rounded-full text-sm font-bold ${
                  reached ? 'bg-green-700 text-white' : 'border border-slate-400 text-transparent'
                }`}
              >
                ✓
              </span>
              <h3 className="text-lg font-bold">{tierName(t, row.tier)}</h3>
              {reached && <span className="sr-only">{t('referrals.progress.reached')}</span>}
              {isCurrent && (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                  {t('referrals.progress.current')}
                </span>
              )}
            </div>
            <p className="mt-1 text-sm">
              {row.minReferrals === 0
                ? t('referrals.progress.fromStart')
                : t('referrals.progress.minimum', { count: row.minReferrals })}
            </p>
            {delivered.length > 0 && (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {delivered.map((benefit) => (
                  <li key={benefit.text}>{say(benefit.text)}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
