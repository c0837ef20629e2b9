// Admin screen: English for now (issue 32); its texts are not drawn through the catalogues.
import type { AdminUser } from '@sangam/shared/admin';
import { StarIcon } from '../../../components/admin/AdminIcons.tsx';
import { planToggleFor } from '../lib/planToggle.ts';

interface PlanToggleButtonProps {
  user: AdminUser;
  busy: boolean;
  onToggle: (user: AdminUser, planType: 'premium') => void;
}

/** Make Premium for members who are not premium; granting admin is elsewhere (the Plan column of userColumns). */
export function PlanToggleButton({ user, busy, onToggle }: PlanToggleButtonProps) {
  const toggle = planToggleFor(user);
  if (!toggle) return null;
  return (
    <button
      type="button"
      title={toggle.label}
      disabled={busy}
      onClick={() => onToggle(user, toggle.planType)}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 px-2.5 text-xs font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-100 disabled:cursor-wait disabled:text-slate-500"
    >
      <StarIcon className="size-4" />
      {toggle.label}
    </button>
  );
}
