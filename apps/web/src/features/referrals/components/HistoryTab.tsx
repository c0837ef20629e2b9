import { shortDate } from '../../../lib/dateFormat.ts';
import { Button } from '../../../components/ui/Button.tsx';
import type { RecentReferral } from '../api/getReferralInfo.ts';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { useT } from '../../../i18n/useT.ts';

const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : shortDate(date);
};

const STATUS_LABELS: Record<string, { label: MessageId; className: string }> = {
  completed: { label: 'referrals.status.completed', className: 'bg-green-100 text-green-900' },
  pending: { label: 'referrals.status.pending', className: 'bg-amber-100 text-amber-900' },
  cancelled: { label: 'referrals.status.cancelled', className: 'bg-slate-100 text-slate-800' },
};

function StatusLabel({ status }: { status: string }) {
  const t = useT();
  const known = STATUS_LABELS[status];
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-bold capitalize ${known?.className ?? 'bg-slate-100 text-slate-800'}`}
    >
      {known ? t(known.label) : status}
    </span>
  );
}

export function HistoryTab({ referrals, onShare }: { referrals: RecentReferral[]; onShare: () => void }) {
  const t = useT();
  if (referrals.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
        <h3 className="text-lg font-bold text-slate-900">{t('referrals.history.emptyTitle')}</h3>
        <p className="mt-1 text-sm text-slate-700">{t('referrals.history.emptyText')}</p>
        <Button className="mt-4" onClick={onShare}>
          {t('referrals.history.share')}
        </Button>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {referrals.map((referral) => (
        <li key={referral._id} className="flex flex-wrap items-center justify-between gap-2 p-4">
          <div>
            <p className="font-semibold text-slate-900">
              {/* A member who deleted their account has no id left: named in the language shown. */}
              {referral.referred._id === null ? t('referrals.history.formerMember') : referral.referred.name}
            </p>
            <p className="text-sm text-slate-700">
              {t('referrals.history.joined', { date: formatDate(referral.referred.createdAt) })}
            </p>
          </div>
          <StatusLabel status={referral.status} />
        </li>
      ))}
    </ul>
  );
}
