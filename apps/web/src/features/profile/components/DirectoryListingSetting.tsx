import { useId, useState } from 'react';
import { messageOr } from '../../../api/errors.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { useUpdateProfile } from '../api/updateProfile.ts';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import { useT } from '../../../i18n/useT.ts';

/**
 * Admins only: admin accounts are left out of the member directory and its counts (their phone would reach every
 * premium member) unless the admin chooses to be listed.
 */
export function DirectoryListingSetting({ listed, profession }: { listed: boolean; profession: string }) {
  const t = useT();
  const id = useId();
  const update = useUpdateProfile();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onChange = (next: boolean) => {
    setNotice(null);
    update.mutate(
      // The update carries the profession it requires unchanged.
      { profession, listInDirectory: next },
      {
        onSuccess: () =>
          setNotice({
            tone: 'success',
            text: t(next ? 'profile.listing.listed' : 'profile.listing.unlisted'),
          }),
        onError: (error) => setNotice({ tone: 'error', text: messageOr(error, t('profile.listing.failed')) }),
      },
    );
  };

  return (
    <TitledSection headingId={`${id}-heading`} title={t('profile.listing.title')}>
      <label className="mt-3 flex min-h-11 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={listed}
          disabled={update.isPending}
          onChange={(event) => onChange(event.target.checked)}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-6 shrink-0 accent-brand-700"
        />
        <span>
          <span id={`${id}-label`} className="font-medium text-slate-900">
            {t('profile.listing.label')}
          </span>
          <span id={`${id}-hint`} className="mt-1 block text-sm text-slate-700">
            {t('profile.listing.hint')}
          </span>
        </span>
      </label>
      {notice && (
        <Alert tone={notice.tone} className="mt-4">
          {notice.text}
        </Alert>
      )}
    </TitledSection>
  );
}
