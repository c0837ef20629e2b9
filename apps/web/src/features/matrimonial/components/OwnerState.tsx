import { Link } from 'react-router';
import type { MatrimonialProfile } from '@sangam/shared/matrimonial';
import { ownerStateLabel, shownReviewNote } from '@sangam/shared/matrimonial-messages';
import { Badge } from '../../../components/ui/Badge.tsx';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { say, useT } from '../../../i18n/useT.ts';

type Owned = Pick<MatrimonialProfile, '_id' | 'approvalStatus' | 'adminNotes'>;

/**
 * What the owner needs to know of their profile, in one state: waiting, approved (visible), or not approved
 * with the admin's note and the way to edit and send it again.
 */
export function OwnerState({ profile }: { profile: Owned }) {
  const t = useT();
  const status = profile.approvalStatus;
  const rejected = status === 'rejected';
  return (
    <div className="space-y-2">
      {rejected ? (
        <p className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium break-words text-red-900">
          {profile.adminNotes
            ? t('matrimonial.owner.notApprovedWithNote', { note: say(shownReviewNote(profile.adminNotes)) })
            : t(ownerStateLabel(status))}
        </p>
      ) : (
        <Badge tone={status === 'approved' ? 'green' : 'amber'}>{t(ownerStateLabel(status))}</Badge>
      )}
      {status === 'pending' && <p className="text-sm text-slate-700">{t('matrimonial.owner.pendingHint')}</p>}
      {rejected && (
        <Link to={`/matrimonial/register?edit=${profile._id}`} className={buttonClasses('primary')}>
          {t('matrimonial.owner.editResubmit')}
        </Link>
      )}
    </div>
  );
}
