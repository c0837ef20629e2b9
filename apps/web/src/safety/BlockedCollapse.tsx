import { useState, type ReactNode } from 'react';
import { useT } from '../i18n/useT.ts';
import { isAuthorBlocked } from './flags.ts';

export interface BlockedCollapseProps {
  /** The question, answer or comment as the server sent it: collapsed when it carries `authorBlocked: true`. */
  view: object;
  children: ReactNode;
  className?: string;
}

/**
 * A question, answer or comment by a member the viewer blocked: "Hidden: you blocked this member" and Show, which
 * reveals it (and Hide folds it again). Anything else is drawn as it is.
 */
export function BlockedCollapse({ view, children, className = '' }: BlockedCollapseProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  if (!isAuthorBlocked(view)) return <>{children}</>;
  return (
    <div className={className}>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-1">
        <p className="py-2 text-sm text-slate-700">{t('common.block.hidden')}</p>
        <button
          type="button"
          aria-expanded={shown}
          onClick={() => setShown((was) => !was)}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:bg-slate-100"
        >
          {shown ? t('common.action.hide') : t('common.block.show')}
        </button>
      </div>
      {shown && <div className="mt-2">{children}</div>}
    </div>
  );
}
