import { useState } from 'react';
import { getToken } from '../../../api/token.ts';
import { absoluteUrl } from '../../../lib/shareLink.ts';
import type { PrefetchData } from '../../../lib/prefetch.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { PlaceholderCards } from '../../../components/ui/PlaceholderCards.tsx';
import { Tabs } from '../../../components/ui/Tabs.tsx';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import { referralInfoQuery, useReferralInfo, type ReferralInfo } from '../api/getReferralInfo.ts';
import { HistoryTab } from '../components/HistoryTab.tsx';
import { OverviewTab } from '../components/OverviewTab.tsx';
import { ProgressTab } from '../components/ProgressTab.tsx';
import { ReferralLinkPanel } from '../components/ReferralLinkPanel.tsx';
import { StatCards } from '../components/StatCards.tsx';
import { TierBadge } from '../components/TierBadge.tsx';
import { useShareLink } from '../components/useShareLink.ts';
import { referralErrorMessage } from '../lib/errors.ts';
import { useT } from '../../../i18n/useT.ts';

function Heading({ tier }: { tier?: string }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('referrals.title')}</h1>
      {tier && <TierBadge tier={tier} />}
    </div>
  );
}

function Dashboard({ info }: { info: ReferralInfo }) {
  const t = useT();
  // Shared from Hindi, the link opens the sign-up in Hindi (?lang=hi).
  const link = absoluteUrl(info.referralLink);
  const sharing = useShareLink(link);
  const [tab, setTab] = useState<'overview' | 'progress' | 'history'>('overview');
  return (
    <>
      <div>
        <Heading tier={info.referralPerks.currentTier} />
        <p className="mt-1 text-slate-700">{t('referrals.intro')}</p>
      </div>
      <StatCards info={info} />
      <ReferralLinkPanel code={info.referralCode} link={link} sharing={sharing} />
      <Tabs
        label={t('referrals.tabs.label')}
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'overview', label: t('referrals.tabs.overview'), panel: <OverviewTab info={info} /> },
          { id: 'progress', label: t('referrals.tabs.progress'), panel: <ProgressTab info={info} /> },
          {
            id: 'history',
            label: t('referrals.tabs.history'),
            panel: <HistoryTab referrals={info.recentReferrals} onShare={() => void sharing.share()} />,
          },
        ]}
      />
    </>
  );
}

/** A signed-in member's referral code, stats and tiers, asked for with the page's code (the router's preloadRoute). */
export const prefetch: PrefetchData = (client) =>
  getToken() ? client.prefetchQuery(referralInfoQuery()) : Promise.resolve();

export function ReferralPage() {
  const t = useT();
  const info = useReferralInfo();
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <PageMeta title={t('referrals.meta.title')} description={t('referrals.meta.description')} />
      {info.isPending ? (
        <PlaceholderCards label={t('referrals.loading')} count={3} />
      ) : info.isError ? (
        <>
          <Heading />
          <Alert>{referralErrorMessage(info.error)}</Alert>
          <Button onClick={() => void info.refetch()} disabled={info.isFetching}>
            {t(info.isFetching ? 'referrals.retrying' : 'referrals.tryAgain')}
          </Button>
        </>
      ) : (
        <Dashboard info={info.data} />
      )}
    </section>
  );
}
