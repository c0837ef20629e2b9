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
import { say, useT } from '../../../i18n/useT.ts';

type Pending = 'deactivate' | 'delete' | null;

const DIALOGS = {
  deactivate: {
    title: 'profile.account.deactivateTitle',
    confirmLabel: 'profile.account.deactivateConfirm',
    busyLabel: 'profile.account.deactivateBusy',
    danger: false,
  },
  delete: {
    title: 'profile.account.deleteTitle',
    confirmLabel: 'profile.account.deleteConfirm',
    busyLabel: 'profile.account.deleteBusy',
    danger: true,
  },
} as const;

/** Deactivation (reversible) and deletion (permanent); both end in logout and the home page. */
export function AccountSection() {
  const t = useT();
  const logoutAndLeave = useLogoutAndLeave();
  const deactivate = useDeactivateAccount();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  // Deleting asks for the password again: a session left open on a shared phone is not enough.
  const [password, setPassword] = useState('');
  // Posts stay under "Former member" unless the member asks for them to go too.
  const [deletePosts, setDeletePosts] = useState(false);
  const [passwordError, setPasswordError] = useState<string | undefined>();

  const close = () => {
    setOpen(null);
    setError(null);
    setPassword('');
    setDeletePosts(false);
    setPasswordError(undefined);
  };

  /** A dialog's words, and whether it is the one open, with its error; both cancel alike. */
  const dialog = (kind: Exclude<Pending, null>, busy: boolean, onConfirm: () => void) => ({
    title: t(DIALOGS[kind].title),
    confirmLabel: t(DIALOGS[kind].confirmLabel),
    busyLabel: t(DIALOGS[kind].busyLabel),
    ...(DIALOGS[kind].danger ? { danger: true } : {}),
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
      onError: () => setError(t(PROFILE_MESSAGES.deactivateFailed)),
    });

  const onDelete = () => {
    setError(null);
    if (!password) {
      setPasswordError(t(PROFILE_MESSAGES.deletePasswordRequired));
      return;
    }
    setPasswordError(undefined);
    remove.mutate(
      { password, deletePosts },
      {
        onSuccess: leave,
        onError: (failure) => {
          const wrongPassword = isApiError(failure) ? failure.fields?.password : undefined;
          if (wrongPassword) setPasswordError(wrongPassword);
          // A refusal by rule (an admin's own account, throttling) says why; trying later would not help.
          else if (isApiError(failure) && failure.status >= 400 && failure.status < 500 && failure.serverMessage) {
            setError(failure.serverMessage);
          } else setError(t(PROFILE_MESSAGES.deleteFailed));
        },
      },
    );
  };

  return (
    <TitledSection headingId="account-heading" title={t('profile.account.title')}>
      <p className="mt-1 text-sm text-slate-700">{t('profile.account.intro')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => setOpen('deactivate')}>
          {t('profile.account.deactivate')}
        </Button>
        <Button variant="danger" onClick={() => setOpen('delete')}>
          {t('profile.account.delete')}
        </Button>
      </div>

      <ConfirmDialog {...dialog('deactivate', deactivate.isPending, onDeactivate)}>
        {t('profile.account.deactivateText')}
      </ConfirmDialog>
      <ConfirmDialog {...dialog('delete', remove.isPending, onDelete)}>
        <p>{t('profile.account.deleteText')}</p>
        <p className="mt-3 text-sm text-slate-700" id="delete-posts-explain">
          {t('privacy.erasure.explain')}
        </p>
        <label className="mt-2 flex min-h-11 cursor-pointer items-start gap-3 py-2 text-base text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            aria-describedby="delete-posts-explain"
            checked={deletePosts}
            disabled={remove.isPending}
            onChange={(event) => setDeletePosts(event.target.checked)}
          />
          <span>{t('privacy.erasure.deletePosts')}</span>
        </label>
        <TextField
          className="mt-4"
          label={t('profile.account.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          error={passwordError && say(passwordError)}
          disabled={remove.isPending}
          onChange={(event) => setPassword(event.target.value)}
        />
      </ConfirmDialog>
    </TitledSection>
  );
}
