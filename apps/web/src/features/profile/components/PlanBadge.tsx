import type { User } from '@sangam/shared/user';

const BADGES: Record<User['planType'], { label: string; className: string }> = {
  premium: { label: 'Premium Member', className: 'bg-amber-100 text-amber-900 ring-amber-300' },
  admin: { label: 'Admin', className: 'bg-purple-100 text-purple-900 ring-purple-300' },
  free: { label: 'Basic Member', className: 'bg-slate-100 text-slate-800 ring-slate-300' },
  basic: { label: 'Basic Member', className: 'bg-slate-100 text-slate-800 ring-slate-300' },
};

export function PlanBadge({ plan }: { plan: User['planType'] }) {
  const badge = BADGES[plan];
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ${badge.className}`}>
      {badge.label}
    </span>
  );
}
