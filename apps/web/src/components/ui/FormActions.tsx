import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Spinner } from './Spinner.tsx';
import { useSubmitLabel } from './useSubmitLabel.ts';
import { useT } from '../../i18n/useT.ts';

interface SubmitButtonProps {
  /** The form is on its way: the spinner and `busyText` instead of the words. */
  busy: boolean;
  busyText?: string;
  /** Default: while busy. */
  disabled?: boolean;
  children: ReactNode;
}

/** A form's submit button ("Save Changes"; "Saving..." with a spinner while it saves; "No connection" offline). */
export function SubmitButton({ busy, busyText, disabled = busy, children }: SubmitButtonProps) {
  const t = useT();
  const label = useSubmitLabel();
  return (
    <Button type="submit" disabled={disabled}>
      {busy && <Spinner className="size-4" />}
      {busy ? (busyText ?? t('common.action.saving')) : label(children)}
    </Button>
  );
}

interface FormActionsProps extends SubmitButtonProps {
  /** A Cancel button, off while busy; none without it. */
  onCancel?: () => void;
  cancelText?: string;
  /** A cancel of the form's own instead (a link back). */
  cancel?: ReactNode;
}

/** A form's buttons at its end: cancel and submit side by side on the right, the submit on top on phones. */
export function FormActions({ onCancel, cancelText, cancel, ...submit }: FormActionsProps) {
  const t = useT();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {cancel ??
        (onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={submit.busy}>
            {cancelText ?? t('common.action.cancel')}
          </Button>
        ))}
      <SubmitButton {...submit} />
    </div>
  );
}
