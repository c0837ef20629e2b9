import { AdminTable } from '../../../components/admin/AdminTable.tsx';
import { useState } from 'react';
import { messageOr } from '../../../api/errors.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { LoadError } from '../../../components/ui/LoadError.tsx';
import { TierBadge } from '../components/TierBadge.tsx';
import { useReferralLeaderboard, type LeaderboardRow } from '../api/getReferralLeaderboard.ts';
import { useRegenerateMemberCode } from '../api/regenerateMemberCode.ts';
import { referralLoadError } from '../lib/adminErrors.ts';
import { GrantRewardModal } from './GrantRewardModal.tsx';

const REGENERATE_FAILED = 'Failed to regenerate the referral code. Please try again.';
const PODIUM = ['bg-amber-50', 'bg-slate-100', 'bg-orange-50'];
const PODIUM_LABELS = ['1st place', '2nd place', '3rd place'];

const rowButton =
  'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 text-xs font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-100';

export function LeaderboardTab({ onNotice }: { onNotice: (message: string) => void }) {
  const leaderboard = useReferralLeaderboard(true);
  const regenerate = useRegenerateMemberCode();
  const [toRegenerate, setToRegenerate] = useState<LeaderboardRow | null>(null);
  const [toReward, setToReward] = useState<LeaderboardRow | null>(null);

  const onConfirmRegenerate = () => {
    if (!toRegenerate) return;
    const member = toRegenerate;
    regenerate.mutate(member._id, {
      onSuccess: (reply) => {
        setToRegenerate(null);
        onNotice(`New referral code for ${member.name}: ${reply.newReferralCode}`);
      },
    });
  };

  if (leaderboard.isPending) return <PageStatus text="Loading leaderboard..." />;
  if (leaderboard.isError) {
    return (
      <LoadError
        message={referralLoadError(leaderboard.error, 'leaderboard')}
        onRetry={() => void leaderboard.refetch()}
        retrying={leaderboard.isFetching}
      />
    );
  }
  const rows = leaderboard.data;
  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">No referrers found</p>
    );
  }

  return (
    <>
      <AdminTable
        columns={['Rank', 'Member', 'Tier', 'Completed', 'Total', 'Actions']}
        minWidth="min-w-[52rem]"
        caption={`Top ${rows.length} referrers by completed referrals`}
      >
        {rows.map((row, index) => (
          <tr key={row._id} className={PODIUM[index] ?? ''}>
            <td className="px-3 py-2 font-bold text-slate-900">
              {index + 1}
              {PODIUM_LABELS[index] && <span className="sr-only">, {PODIUM_LABELS[index]}</span>}
            </td>
            <th scope="row" className="px-3 py-2 text-left">
              <span className="block font-medium text-slate-900">{row.name}</span>
              <span className="block text-xs font-normal text-slate-600">Code {row.referralCode}</span>
            </th>
            <td className="px-3 py-2">
              <TierBadge tier={row.tier} />
            </td>
            <td className="px-3 py-2 font-semibold text-slate-900">{row.successfulReferrals}</td>
            <td className="px-3 py-2 text-slate-700">{row.totalReferrals}</td>
            <td className="px-3 py-1">
              <div className="flex gap-2">
                <button
                  type="button"
                  className={rowButton}
                  aria-label={`Regenerate Code for ${row.name}`}
                  onClick={() => {
                    regenerate.reset();
                    setToRegenerate(row);
                  }}
                >
                  Regenerate Code
                </button>
                <button
                  type="button"
                  className={rowButton}
                  aria-label={`Grant Reward to ${row.name}`}
                  onClick={() => setToReward(row)}
                >
                  Grant Reward
                </button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>

      <ConfirmDialog
        open={toRegenerate !== null}
        title="Regenerate Code"
        confirmLabel="Regenerate Code"
        busyLabel="Regenerating..."
        busy={regenerate.isPending}
        error={regenerate.isError ? messageOr(regenerate.error, REGENERATE_FAILED) : null}
        onConfirm={onConfirmRegenerate}
        onCancel={() => setToRegenerate(null)}
      >
        Give {toRegenerate?.name} a new referral code? Their current code and link stop working.
      </ConfirmDialog>
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
