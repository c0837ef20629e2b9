import { useState } from 'react';
import { PROFILE_MESSAGES } from '@sangam/shared/profile';
import { isApiError } from '../../../api/errors.ts';
import { useLogoutAndLeave } from '../../../auth/useLogoutAndLeave.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useDeactivateAccount } from '../api/deactivateAccount.ts';
import { useDeleteAccount } from '../api/deleteAccount.ts';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';

type Pending = 'deactivate' | 'delete' | null;

const DIALOGS = {
  deactivate: { title: 'Deactivate your account?', confirmLabel: 'Deactivate', busyLabel: 'Deactivating...' },
  delete: {
    title: 'Delete your account permanently?',
    confirmLabel: 'Delete permanently',
    busyLabel: 'Deleting...',
    danger: true,
  },
};

/** Deactivation (reversible) and deletion (permanent); both end in logout and the home page. */
export function AccountSection() {
  const logoutAndLeave = useLogoutAndLeave();
  const deactivate = useDeactivateAccount();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  // Deleting asks for the password again: a session left open on a shared phone is not enough.
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();

  const close = () => {
    setOpen(null);
    setError(null);
    setPassword('');
    setPasswordError(undefined);
  };

  /** A dialog's words, and whether it is the one open, with its error; both cancel alike. */
  const dialog = (kind: Exclude<Pending, null>, busy: boolean, onConfirm: () => void) => ({
    ...DIALOGS[kind],
    open: open === kind,
    error: open === kind ? error : null,
    busy,
    onConfirm,
    onCancel: close,
  });

  // Both calls end every session on the server already.
  const leave = () => logoutAndLeave('/', { serverEnded: true });

  const onDeactivate = () =>
    deactivate.mutate(undefined, {
      onSuccess: leave,
      onError: () => setError('Failed to deactivate account. Please try again later.'),
    });

  const onDelete = () => {
    setError(null);
    if (!password) {
      setPasswordError(PROFILE_MESSAGES.deletePasswordRequired);
      return;
    }
    setPasswordError(undefined);
    remove.mutate(password, {
      onSuccess: leave,
      onError: (failure) => {
        const wrongPassword = isApiError(failure) ? failure.fields?.password : undefined;
        if (wrongPassword) setPasswordError(wrongPassword);
        // A refusal by rule (an admin's own account, throttling) says why; trying later would not help.
        else if (isApiError(failure) && failure.status >= 400 && failure.status < 500 && failure.serverMessage) {
          setError(failure.serverMessage);
        } else setError('Failed to delete account. Please try again later.');
      },
    });
  };

  return (
    <TitledSection headingId="account-heading" title="Account">
      <p className="mt-1 text-sm text-slate-700">
        Deactivating hides your profile until you log in again. Deleting removes your account for good.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => setOpen('deactivate')}>
          Deactivate Account
        </Button>
        <Button variant="danger" onClick={() => setOpen('delete')}>
          Delete Account
        </Button>
      </div>

      <ConfirmDialog {...dialog('deactivate', deactivate.isPending, onDeactivate)}>
        Your profile will be hidden from other members and you will be logged out. You can reactivate it at any time by
        logging in again.
      </ConfirmDialog>
      <ConfirmDialog {...dialog('delete', remove.isPending, onDelete)}>
        <p>This permanently deletes your account, profile and everything you have posted. This cannot be undone.</p>
        <TextField
          className="mt-4"
          label="Enter your password to confirm"
          type="password"
          autoComplete="current-password"
          value={password}
          error={passwordError}
          disabled={remove.isPending}
          onChange={(event) => setPassword(event.target.value)}
        />
      </ConfirmDialog>
    </TitledSection>
  );
}
