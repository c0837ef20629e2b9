import type { ReactNode } from 'react';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';
import { Spinner } from './Spinner.tsx';
import { say, useT } from '../../i18n/useT.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  error?: string | null;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  error,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Modal open={open} title={title} onClose={busy ? () => undefined : onCancel}>
      <div className="text-sm text-slate-700">{children}</div>
      {error && <Alert className="mt-3">{say(error)}</Alert>}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.action.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {busy && <Spinner className="size-4" />}
          {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
