import { useState } from 'react';
import { Link } from 'react-router';
import type { MatrimonialProfile } from '@sangam/shared/matrimonial';
import { MATRIMONIAL_MESSAGES as M, PROFILE_TYPE_LABELS } from '@sangam/shared/matrimonial-messages';
import { messageOr } from '../../../api/errors.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { useDeleteProfile, useMyProfiles } from '../api/profiles.ts';
import { ProfilePhoto } from './ProfileCard.tsx';
import { OwnerState } from './OwnerState.tsx';
import { useT } from '../../../i18n/useT.ts';

/** The member's own profiles, whatever their status, with the admin's notes, edit and delete. */
export function MyProfiles() {
  const t = useT();
  const mine = useMyProfiles(true);
  const remove = useDeleteProfile();
  const [toDelete, setToDelete] = useState<MatrimonialProfile | null>(null);

  if (mine.isPending) return <PageStatus text={t('matrimonial.mine.loading')} />;
  if (mine.isError) return <Alert>{t(M.loadListFailed)}</Alert>;
  if (mine.data.length === 0) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
        <p className="text-slate-700">{t('matrimonial.mine.none')}</p>
        <Link to="/matrimonial/register" className={buttonClasses('primary', 'mt-3')}>
          {t('matrimonial.list.create')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="space-y-3">
        {mine.data.map((profile) => (
          <li
            key={profile._id}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row"
          >
            <ProfilePhoto profile={profile} className="h-24 w-24 shrink-0 rounded-xl" />
            <div className="flex-1 space-y-1">
              <h2 className="text-lg font-bold text-slate-900">{profile.fullName}</h2>
              <p className="text-slate-700">
                {t('matrimonial.card.age', { age: profile.age })} · {profile.city} ·{' '}
                {t('matrimonial.mine.profileFor', { type: t(PROFILE_TYPE_LABELS[profile.profileType]) })}
              </p>
              {profile.photoPrivacy === 'accepted' && (
                <p className="text-sm text-slate-700">{t('matrimonial.mine.photosForAccepted')}</p>
              )}
              <OwnerState profile={profile} />
            </div>
            <div className="flex flex-wrap items-start gap-2">
              {profile.approvalStatus === 'approved' && !profile.moderation && (
                <Link to={`/matrimonial/matches/${profile._id}`} className={buttonClasses('primary')}>
                  {t('matrimonial.matches.link')}
                </Link>
              )}
              <Link to={`/matrimonial/profile/${profile._id}`} className={buttonClasses('secondary')}>
                {t('matrimonial.mine.view')}
              </Link>
              <Link to={`/matrimonial/register?edit=${profile._id}`} className={buttonClasses('secondary')}>
                {t('matrimonial.mine.edit')}
              </Link>
              <Button variant="danger" onClick={() => setToDelete(profile)}>
                {t('matrimonial.mine.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('matrimonial.mine.deleteTitle')}
        confirmLabel={t('matrimonial.mine.delete')}
        busyLabel={t('matrimonial.mine.deleting')}
        danger
        busy={remove.isPending}
        error={remove.isError ? messageOr(remove.error, t(M.deleteFailed)) : null}
        onCancel={() => {
          remove.reset();
          setToDelete(null);
        }}
        onConfirm={() => toDelete && remove.mutate(toDelete._id, { onSuccess: () => setToDelete(null) })}
      >
        {t(M.deleteConfirm)}
      </ConfirmDialog>
    </>
  );
}
