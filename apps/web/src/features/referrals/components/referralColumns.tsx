// Admin screen: English for now (issue 32); its texts are not drawn through the catalogues.
import type { Column } from '../../../components/admin/AdminList.tsx';
import type { RowAction } from '../../../components/admin/RowActions.tsx';
import { Badge, referralStatusTone } from '../../../components/ui/Badge.tsx';
import { capitalise, formatDate } from '../../../lib/format.ts';
import { TierBadge } from '../components/TierBadge.tsx';
import type { AdminReferral } from '../api/getAdminReferrals.ts';
import type { ReferralChange } from '../api/updateReferral.ts';
import { SOURCE_LABELS } from '../lib/labels.ts';

/** The columns of All Referrals (the Actions column is referralActions'). */
export const REFERRAL_COLUMNS: Column<AdminReferral>[] = [
  {
    header: 'Referrer',
    className: '',
    cell: (referral) => (
      <>
        <span className="block font-medium text-slate-900">{referral.referrer.name}</span>
        <span className="block text-xs text-slate-600">Code {referral.referrer.referralCode}</span>
      </>
    ),
  },
  {
    header: 'Tier',
    className: '',
    cell: (referral) => <TierBadge tier={referral.referrer.referralPerks?.currentTier} />,
  },
  {
    header: 'Referred',
    className: '',
    cell: (referral) => (
      <>
        <span className="block font-medium text-slate-900">{referral.referred.name}</span>
        <span className="block text-xs whitespace-nowrap text-slate-600">{referral.referred.phoneNumber}</span>
      </>
    ),
  },
  {
    header: 'Status',
    className: '',
    cell: (referral) => <Badge tone={referralStatusTone(referral.status)}>{capitalise(referral.status)}</Badge>,
  },
  { header: 'Source', cell: (referral) => SOURCE_LABELS[referral.source] ?? referral.source },
  { header: 'Date', className: 'whitespace-nowrap text-slate-700', cell: (referral) => formatDate(referral.createdAt) },
  {
    header: 'Reward',
    cell: (referral) =>
      referral.rewardGiven ? <Badge tone="green">Given</Badge> : referral.status === 'completed' ? 'Not yet' : '—',
  },
];

const canReward = (referral: AdminReferral) => referral.status === 'completed' && !referral.rewardGiven;

/** The only moves the spec allows: pending -> completed, then the reward once; cancelled is display only. */
export function referralActions(
  busyId: string | null,
  onChange: (change: ReferralChange, referral: AdminReferral) => void,
): RowAction<AdminReferral>[] {
  const busy = (referral: AdminReferral) => busyId === referral._id;
  return [
    {
      label: (referral) => `Complete referral of ${referral.referred.name}`,
      text: () => 'Complete',
      tone: 'green',
      hidden: (referral) => referral.status !== 'pending',
      disabled: busy,
      onClick: (referral) => onChange({ id: referral._id, changes: { status: 'completed' } }, referral),
    },
    {
      label: (referral) => `Give reward for referral of ${referral.referred.name}`,
      text: () => 'Give Reward',
      tone: 'brand',
      hidden: (referral) => !canReward(referral),
      disabled: busy,
      onClick: (referral) => onChange({ id: referral._id, changes: { rewardGiven: true } }, referral),
    },
    {
      label: () => 'No action',
      hidden: (referral) => referral.status === 'pending' || canReward(referral),
      render: () => <span className="text-xs text-slate-600">No action</span>,
    },
  ];
}
