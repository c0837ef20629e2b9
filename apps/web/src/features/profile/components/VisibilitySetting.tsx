import { Switch } from '../../../components/ui/Switch.tsx';
import { useState } from 'react';
import { PROFILE_MESSAGES } from '@sangam/shared/profile';
import { Alert } from '../../../components/ui/Alert.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { useToggleVisibility } from '../api/toggleVisibility.ts';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import { useT } from '../../../i18n/useT.ts';

/** Going hidden asks first; going public happens at once (spec section 4). */
export function VisibilitySetting({ isPublic }: { isPublic: boolean }) {
  const t = useT();
  const toggle = useToggleVisibility();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const run = () => {
    setNotice(null);
    toggle.mutate(undefined, {
      onSuccess: (reply) => setNotice({ tone: 'success', text: reply.message }),
      onError: () => setNotice({ tone: 'error', text: t(PROFILE_MESSAGES.visibilityFailed) }),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <TitledSection headingId="visibility-heading" title={t('profile.visibility.title')}>
      <div className="mt-3 flex items-start justify-between gap-4">
        <div>
          <p id="visibility-label" className="font-medium text-slate-900">
            {t('profile.visibility.label')}
          </p>
          <p id="visibility-state" className="mt-1 text-sm text-slate-700">
            {t(isPublic ? 'profile.visibility.public' : 'profile.visibility.private')}
          </p>
        </div>
        <Switch
          checked={isPublic}
          onChange={() => (isPublic ? setConfirming(true) : run())}
          disabled={toggle.isPending}
          labelledBy="visibility-label"
          describedBy="visibility-state"
        />
      </div>
      {notice && (
        <Alert tone={notice.tone} className="mt-4">
          {notice.text}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('profile.visibility.confirmTitle')}
        confirmLabel={t('profile.visibility.confirm')}
        busyLabel={t('profile.visibility.busy')}
        busy={toggle.isPending}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      >
        {t('profile.visibility.confirmText')}
      </ConfirmDialog>
    </TitledSection>
  );
}
