import { AdminTable } from '../../../components/admin/AdminTable.tsx';
import { Badge, referralStatusTone } from '../../../components/ui/Badge.tsx';
import { capitalise, formatDate } from '../../../lib/format.ts';
import { TierBadge } from '../components/TierBadge.tsx';
import type { AdminReferral } from '../api/getAdminReferrals.ts';
import type { ReferralChange } from '../api/updateReferral.ts';
import { SOURCE_LABELS } from '../lib/labels.ts';

interface ReferralsTableProps {
  referrals: AdminReferral[];
  /** The referral whose change is on its way. */
  busyId: string | null;
  onChange: (change: ReferralChange, referral: AdminReferral) => void;
}

const actionButton =
  'inline-flex min-h-11 items-center rounded-lg border px-3 text-xs font-semibold whitespace-nowrap disabled:cursor-wait disabled:opacity-60';

/** The only moves the spec allows: pending -> completed, then the reward once; cancelled is display only. */
function RowAction({
  referral,
  busy,
  onChange,
}: {
  referral: AdminReferral;
  busy: boolean;
  onChange: ReferralsTableProps['onChange'];
}) {
  if (referral.status === 'pending') {
    return (
      <button
        type="button"
        disabled={busy}
        aria-label={`Complete referral of ${referral.referred.name}`}
        className={`${actionButton} border-green-700 text-green-800 hover:bg-green-50`}
        onClick={() => onChange({ id: referral._id, changes: { status: 'completed' } }, referral)}
      >
        Complete
      </button>
    );
  }
  if (referral.status === 'completed' && !referral.rewardGiven) {
    return (
      <button
        type="button"
        disabled={busy}
        aria-label={`Give reward for referral of ${referral.referred.name}`}
        className={`${actionButton} border-brand-700 text-brand-800 hover:bg-brand-50`}
        onClick={() => onChange({ id: referral._id, changes: { rewardGiven: true } }, referral)}
      >
        Give Reward
      </button>
    );
  }
  return <span className="text-xs text-slate-600">No action</span>;
}

export function ReferralsTable({ referrals, busyId, onChange }: ReferralsTableProps) {
  return (
    <AdminTable
      columns={['Referrer', 'Tier', 'Referred', 'Status', 'Source', 'Date', 'Reward', 'Actions']}
      minWidth="min-w-[60rem]"
    >
      {referrals.map((referral) => (
        <tr key={referral._id}>
          <td className="px-3 py-2">
            <span className="block font-medium text-slate-900">{referral.referrer.name}</span>
            <span className="block text-xs text-slate-600">Code {referral.referrer.referralCode}</span>
          </td>
          <td className="px-3 py-2">
            <TierBadge tier={referral.referrer.referralPerks?.currentTier} />
          </td>
          <td className="px-3 py-2">
            <span className="block font-medium text-slate-900">{referral.referred.name}</span>
            <span className="block text-xs whitespace-nowrap text-slate-600">{referral.referred.phoneNumber}</span>
          </td>
          <td className="px-3 py-2">
            <Badge tone={referralStatusTone(referral.status)}>{capitalise(referral.status)}</Badge>
          </td>
          <td className="px-3 py-2 text-slate-700">{SOURCE_LABELS[referral.source] ?? referral.source}</td>
          <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDate(referral.createdAt)}</td>
          <td className="px-3 py-2 text-slate-700">
            {referral.rewardGiven ? (
              <Badge tone="green">Given</Badge>
            ) : referral.status === 'completed' ? (
              'Not yet'
            ) : (
              '—'
            )}
          </td>
          <td className="px-3 py-1">
            <RowAction referral={referral} busy={busyId === referral._id} onChange={onChange} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
