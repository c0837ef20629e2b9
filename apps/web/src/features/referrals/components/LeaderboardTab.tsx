/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { useState } from 'react';
import { messageOr } from '../../../api/errors.ts';
import { AdminList } from '../../../components/admin/AdminList.tsx';
import { TierBadge } from '../components/TierBadge.tsx';
import { useReferralLeaderboard, type LeaderboardRow } from '../api/getReferralLeaderboard.ts';
import { useRegenerateMemberCode } from '../api/regenerateMemberCode.ts';
import { referralLoadError } from '../lib/adminErrors.ts';
import { GrantRewardModal } from './GrantRewardModal.tsx';

const REGENERATE_FAILED = 'Failed to regenerate the referral code. Please try again.';
const PODIUM = ['bg-amber-50', 'bg-slate-100', 'bg-orange-50'];
const PODIUM_LABELS = ['1st place', '2nd place', '3rd place'];

export function LeaderboardTab({ onNotice }: { onNotice: (message: string) => void }) {
  const leaderboard = useReferralLeaderboard(true);
  const regenerate = useRegenerateMemberCode();
  const [toReward, setToReward] = useState<LeaderboardRow | null>(null);

  const rows = leaderboard.data;

  return (
    <>
      <AdminList
        query={leaderboard}
        loading="Loading leaderboard..."
        failed={leaderboard.isError ? referralLoadError(leaderboard.error, 'leaderboard') : ''}
        empty="No referrers found"
        rows={(data) => data}
        rowKey={(row) => row._id}
        rowClassName={(_, index) => PODIUM[index] ?? ''}
        minWidth="min-w-[52rem]"
        caption={`Top ${rows?.length ?? 0} referrers by completed referrals`}
        columns={[
          {
            header: 'Rank',
            className: 'font-bold text-slate-900',
            cell: (_, index) => (
              <>
                {index + 1}
                {PODIUM_LABELS[index] && <span className="sr-only">, {PODIUM_LABELS[index]}</span>}
              </>
            ),
          },
          {
            header: 'Member',
            rowHeader: true,
            className: '',
            cell: (row) => (
              <>
                <span className="block font-medium text-slate-900">{row.name}</span>
                <span className="block text-xs font-normal text-slate-600">Code {row.referralCode}</span>
              </>
            ),
          },
          { header: 'Tier', className: '', cell: (row) => <TierBadge tier={row.tier} /> },
          { header: 'Completed', className: 'font-semibold text-slate-900', cell: (row) => row.successfulReferrals },
          { header: 'Total', cell: (row) => row.totalReferrals },
        ]}
        actions={[
          {
            label: (row) => `Regenerate Code for ${row.name}`,
            text: () => 'Regenerate Code',
            confirm: {
              title: 'Regenerate Code',
              confirmLabel: 'Regenerate Code',
              busyLabel: 'Regenerating...',
              busy: regenerate.isPending,
              error: regenerate.isError ? messageOr(regenerate.error, REGENERATE_FAILED) : null,
              body: (row) => <>Give {row.name} a new referral code? Their current code and link stop working.</>,
              onOpen: () => regenerate.reset(),
              run: (member, close) =>
                regenerate.mutate(member._id, {
                  onSuccess: (reply) => {
                    close();
                    onNotice(`New referral code for ${member.name}: ${reply.newReferralCode}`);
                  },
                }),
            },
          },
          { label: (row) => `Grant Reward to ${row.name}`, text: () => 'Grant Reward', onClick: setToReward },
        ]}
      />
      <GrantRewardModal
        member={toReward}
        onGranted={(message) => {
          setToReward(null);
          onNotice(message);
        }}
        onClose={() => setToReward(null)}
      />
    </>
  );
}
