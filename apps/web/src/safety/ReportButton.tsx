import { lazy, Suspense, useState } from 'react';
import type { ReportSubjectType } from '@sangam/shared/moderation';
import { buttonClasses } from '../components/ui/Button.tsx';
import { Icon, type IconProps } from '../components/ui/icons.tsx';
import { useT } from '../i18n/useT.ts';
import { isViewer, useViewer } from './useViewer.ts';

// Loaded when a member taps Report: the dialog (and the shared contract it reads) stays off the first paint.
const ReportDialog = lazy(() => import('./ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })));

export const FlagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </Icon>
);

export interface ReportButtonProps {
  subjectType: ReportSubjectType;
  subjectId: string;
  /** The subject's author or owner: they see no Report on their own content. */
  authorId?: string | null;
  /** `small`: a quiet link-like action for answers and comments; `button` (default): a secondary button. */
  variant?: 'button' | 'small';
  /** The action's words; "Report" by default (e.g. "Report member" on a profile). */
  label?: string;
}

/**
 * A subject's "Report" action for members (visitors and the subject's own author do not see it): opens the report
 * dialog with the reasons, a note and Send report.
 */
export function ReportButton({ subjectType, subjectId, authorId, variant = 'button', label }: ReportButtonProps) {
  const t = useT();
  const user = useViewer();
  const [open, setOpen] = useState(false);
  if (!user || isViewer(user, authorId)) return null;
  const className =
    variant === 'small'
      ? 'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900'
      : buttonClasses('secondary');
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <FlagIcon className={variant === 'small' ? 'size-4' : 'size-5'} />
        {label ?? t('common.report.action')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog subjectType={subjectType} subjectId={subjectId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
