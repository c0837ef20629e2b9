import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../api/errors.ts';
import { Button } from '../components/ui/Button.tsx';
import { ConfirmDialog } from '../components/ui/ConfirmDialog.tsx';
import { useT } from '../i18n/useT.ts';
import { useBlockMember } from './api/blockMember.ts';
import { showSafetyNotice } from './notice.ts';
import { isViewer, useViewer } from './useViewer.ts';

export interface BlockButtonProps {
  userId: string;
  name: string;
  /** Where to go when there is no page to go back to (a profile opened from a shared link). */
  fallbackPath?: string;
  /** The page's own clean-up once blocked (the profile page forgets its wait between fetches of this member). */
  onBlocked?: () => void;
}

/**
 * Block: a confirmation that says what blocking does, then the block. The blocker is taken back (the member's
 * profile is now not found for them) and the shell says "Member blocked."
 */
export function BlockButton({ userId, name, fallbackPath = '/directory', onBlocked }: BlockButtonProps) {
  const t = useT();
  const user = useViewer();
  const navigate = useNavigate();
  const location = useLocation();
  const block = useBlockMember();
  const [confirming, setConfirming] = useState(false);
  if (!user || isViewer(user, userId)) return null;

  const onConfirm = () =>
    block.mutate(userId, {
      onSuccess: () => {
        setConfirming(false);
        onBlocked?.();
        showSafetyNotice(t('common.block.done'), t('common.block.noticeClose'));
        // The first page of the visit has no history entry of the site's to go back to.
        if (location.key === 'default') void navigate(fallbackPath, { replace: true });
        else void navigate(-1);
      },
    });

  const error = block.isError
    ? isApiError(block.error) && block.error.serverMessage && block.error.status < 500
      ? block.error.serverMessage
      : t(isApiError(block.error) && block.error.isNetworkError ? 'common.error.network' : 'common.block.failed')
    : null;

  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          block.reset();
          setConfirming(true);
        }}
      >
        {t('common.block.action')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('common.block.title')}
        confirmLabel={t('common.block.confirmButton')}
        busyLabel={t('common.block.blocking')}
        busy={block.isPending}
        error={error}
        danger
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      >
        {t('common.block.confirm', { name })}
      </ConfirmDialog>
    </>
  );
}
