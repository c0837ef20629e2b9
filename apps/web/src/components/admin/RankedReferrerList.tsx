import type { ReactNode } from 'react';

interface RankedReferrer {
  _id: string;
  name: string;
  referralCode: string;
}

interface RankedReferrerListProps<T extends RankedReferrer> {
  referrers: T[];
  /** What follows the name and code on each row. */
  renderStats: (referrer: T) => ReactNode;
}

/** A numbered list of referrers (admin dashboard, admin referrals overview). */
export function RankedReferrerList<T extends RankedReferrer>({ referrers, renderStats }: RankedReferrerListProps<T>) {
  if (referrers.length === 0) return <p className="py-4 text-sm text-slate-600">No referrers found</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {referrers.map((referrer, index) => (
        <li key={referrer._id} className="flex items-center gap-3 py-2">
          <span
            aria-hidden="true"
            className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
          >
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900">{referrer.name}</p>
            <p className="text-xs text-slate-600">Code {referrer.referralCode}</p>
          </div>
          {renderStats(referrer)}
        </li>
      ))}
    </ol>
  );
}
