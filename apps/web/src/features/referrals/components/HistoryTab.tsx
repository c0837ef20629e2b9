import { shortDate } from '../../../lib/dateFormat.ts';
import { Button } from '../../../components/ui/Button.tsx';
import type { RecentReferral } from '../api/getReferralInfo.ts';

const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : shortDate(date);
};

const STATUS_LABELS: Record<string, { label: string; className: string }> = {
  completed: { label: 'Completed', className: 'bg-green-100 text-green-900' },
  pending: { label: 'Pending', className: 'bg-amber-100 text-amber-900' },
  cancelled: { label: 'Cancelled', className: 'bg-slate-100 text-slate-800' },
};

function StatusLabel({ status }: { status: string }) {
  const known = STATUS_LABELS[status] ?? { label: status, className: 'bg-slate-100 text-slate-800' };
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold capitalize ${known.className}`}>{known.label}</span>
  );
}

export function HistoryTab({ referrals, onShare }: { referrals: RecentReferral[]; onShare: () => void }) {
  if (referrals.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
        <h3 className="text-lg font-bold text-slate-900">No referrals yet</h3>
        <p className="mt-1 text-sm text-slate-700">
          Share your referral link with friends and family to invite them to Sangam.
        </p>
        <Button className="mt-4" onClick={onShare}>
          Share Your Link
        </Button>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {referrals.map((referral) => (
        <li key={referral._id} className="flex flex-wrap items-center justify-between gap-2 p-4">
          <div>
            <p className="font-semibold text-slate-900">{referral.referred.name}</p>
            <p className="text-sm text-slate-700">Joined {formatDate(referral.referred.createdAt)}</p>
          </div>
          <StatusLabel status={referral.status} />
        </li>
      ))}
    </ul>
  );
}
