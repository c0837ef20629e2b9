import { useState } from 'react';
import { getToken } from '../../../api/token.ts';
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

const META = {
  title: 'Referral Dashboard | Sangam',
  description:
    'Invite members of the community to Sangam, follow your referrals and unlock rewards as you climb the tiers.',
};

function Heading({ tier }: { tier?: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Referral Dashboard</h1>
      {tier && <TierBadge tier={tier} />}
    </div>
  );
}

function Dashboard({ info }: { info: ReferralInfo }) {
  const sharing = useShareLink(info.referralLink);
  const [tab, setTab] = useState<'overview' | 'progress' | 'history'>('overview');
  return (
    <>
      <div>
        <Heading tier={info.referralPerks.currentTier} />
        <p className="mt-1 text-slate-700">Invite people you know, and earn rewards as they join the community.</p>
      </div>
      <StatCards info={info} />
      <ReferralLinkPanel code={info.referralCode} link={info.referralLink} sharing={sharing} />
      <Tabs
        label="Referral details"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'overview', label: 'Overview', panel: <OverviewTab info={info} /> },
          { id: 'progress', label: 'Progress', panel: <ProgressTab info={info} /> },
          {
            id: 'history',
            label: 'History',
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
  const info = useReferralInfo();
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <PageMeta {...META} />
      {info.isPending ? (
        <PlaceholderCards label="Loading your referral dashboard..." count={3} />
      ) : info.isError ? (
        <>
          <Heading />
          <Alert>{referralErrorMessage(info.error)}</Alert>
          <Button onClick={() => void info.refetch()} disabled={info.isFetching}>
            {info.isFetching ? 'Retrying...' : 'Try Again'}
          </Button>
        </>
      ) : (
        <Dashboard info={info.data} />
      )}
    </section>
  );
}
