import type { MessageId } from '@sangam/shared/i18n/namespaces';
import type { User } from '@sangam/shared/user';
import { useT } from '../../../i18n/useT.ts';

const BADGES: Record<User['planType'], { label: MessageId; className: string }> = {
  premium: { label: 'profile.badge.premium', className: 'bg-amber-100 text-amber-900 ring-amber-300' },
  admin: { label: 'profile.badge.admin', className: 'bg-purple-100 text-purple-900 ring-purple-300' },
  free: { label: 'profile.badge.basic', className: 'bg-slate-100 text-slate-800 ring-slate-300' },
  basic: { label: 'profile.badge.basic', className: 'bg-slate-100 text-slate-800 ring-slate-300' },
};

export function PlanBadge({ plan }: { plan: User['planType'] }) {
  const t = useT();
  const badge = BADGES[plan];
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ${badge.className}`}>
      {t(badge.label)}
    </span>
  );
}
