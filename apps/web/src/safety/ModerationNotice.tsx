import { useT } from '../i18n/useT.ts';
import { moderationOf } from './flags.ts';

/**
 * On the author's own hidden or removed item (the server marks it `moderation`): the line that says only they and
 * the admins see it, and why. Nothing for an item that is shown.
 */
export function ModerationNotice({ view, className = '' }: { view: object; className?: string }) {
  const t = useT();
  const state = moderationOf(view);
  if (!state) return null;
  return (
    <p
      className={`rounded-lg border px-3 py-2 text-sm ${
        state === 'removed' ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-950'
      } ${className}`}
    >
      {t(state === 'removed' ? 'common.report.removed' : 'common.report.underReview')}
    </p>
  );
}
