import { DELIVERED_FEATURES } from '@sangam/shared/referrals';
import type { ReferralInfo } from '../api/getReferralInfo.ts';
import { tierProgress } from '../lib/progress.ts';
import { featureLabel, tierName } from '../lib/tiers.ts';
import { useT } from '../../../i18n/useT.ts';

function NextTierProgress({ info }: { info: ReferralInfo }) {
  const t = useT();
  const progress = tierProgress(info.referralStats.successfulReferrals, info.tierInfo.next);
  if (progress.kind === 'max') {
    return (
      <div className="rounded-xl border border-violet-300 bg-violet-50 p-4 text-violet-950">
        <h3 className="text-lg font-bold">{t('referrals.overview.maxTitle')}</h3>
        <p className="mt-1">{t('referrals.overview.maxText')}</p>
        <p className="mt-1 text-sm">{t('referrals.overview.thanks')}</p>
      </div>
    );
  }
  const next = tierName(t, progress.nextTier);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-bold text-slate-900">{t('referrals.overview.progressTo', { tier: next })}</h3>
      <p className="mt-1 text-sm text-slate-700">
        {t('referrals.overview.progressCount', { current: progress.current, target: progress.target })}
      </p>
      <div
        role="progressbar"
        aria-label={t('referrals.overview.progressTo', { tier: next })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="mt-2 text-sm font-medium text-slate-800">
        {t('referrals.overview.remaining', { percent: progress.percent, remaining: progress.remaining, tier: next })}
      </p>
      <p className="mt-2 text-xs text-slate-600">{t('referrals.overview.countsWhen')}</p>
    </div>
  );
}

function List({
  title,
  items,
  empty,
  format = (item) => item,
}: {
  title: string;
  items: string[];
  empty: string;
  format?: (item: string) => string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-bold text-slate-900">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 capitalize">
              {format(item)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function OverviewTab({ info }: { info: ReferralInfo }) {
  const t = useT();
  return (
    <div className="space-y-4">
      <NextTierProgress info={info} />
      <List
        title={t('referrals.overview.features')}
        items={info.referralPerks.unlockedFeatures.filter((feature) => DELIVERED_FEATURES.has(feature))}
        empty={t('referrals.overview.noFeatures')}
        format={(feature) => featureLabel(t, feature)}
      />
      <List
        title={t('referrals.overview.badges')}
        items={info.referralPerks.specialBadges}
        empty={t('referrals.overview.noBadges')}
      />
    </div>
  );
}
