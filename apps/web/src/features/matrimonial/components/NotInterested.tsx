import type { MatrimonialProfile } from '@sangam/shared/matrimonial';
import { messageOr } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { useT } from '../../../i18n/useT.ts';
import { useHideToggle } from '../api/shortlist.ts';

// On a profile's page only (not the list's cards): the list's first paint stays without it.

/** "Not interested": the profile leaves the member's list and matches for 90 days (Undo under the Hidden tab). */
export function NotInterestedButton({
  profile,
  onDone,
}: {
  profile: Pick<MatrimonialProfile, '_id'>;
  onDone?: () => void;
}) {
  const t = useT();
  const hide = useHideToggle();
  return (
    <div>
      <Button
        variant="ghost"
        className="w-full"
        disabled={hide.isPending}
        onClick={() => hide.mutate({ id: profile._id, hide: true }, { onSuccess: () => onDone?.() })}
      >
        {t('matrimonial.card.notInterested')}
      </Button>
      {hide.isError && (
        <p role="alert" className="text-sm text-red-800">
          {messageOr(hide.error, t('matrimonial.list.actionFailed'))}
        </p>
      )}
      {hide.isSuccess && (
        <p role="status" className="text-sm text-slate-700">
          {hide.data.message}
        </p>
      )}
    </div>
  );
}
