import { useState } from 'react';
import type { MatrimonialProfile } from '@sangam/shared/matrimonial';
import { messageOr } from '../../../api/errors.ts';
import { useT } from '../../../i18n/useT.ts';
import { useShortlistToggle } from '../api/shortlist.ts';

export type ShortlistProfile = Pick<MatrimonialProfile, '_id' | 'fullName' | 'shortlisted' | 'isOwner'>;

/** Whether a member may shortlist or hide the profile: the server says `shortlisted` to signed-in members only. */
export const offersShortlist = (profile: ShortlistProfile) => profile.shortlisted !== undefined && !profile.isOwner;

/** The heart: adds the profile to the member's shortlist or takes it off (pressed while it is on). */
export function ShortlistHeart({ profile, className = '' }: { profile: ShortlistProfile; className?: string }) {
  const t = useT();
  const toggle = useShortlistToggle();
  // Shown at once; the server's answer (or a failure) settles it.
  const [pressed, setPressed] = useState(profile.shortlisted === true);
  const [error, setError] = useState<string | null>(null);
  const [seen, setSeen] = useState(profile.shortlisted);
  if (seen !== profile.shortlisted) {
    setSeen(profile.shortlisted);
    setPressed(profile.shortlisted === true);
  }
  const press = () => {
    const keep = !pressed;
    setPressed(keep);
    setError(null);
    toggle.mutate(
      { id: profile._id, keep },
      {
        onError: (failure) => {
          setPressed(!keep);
          setError(messageOr(failure, t('matrimonial.list.actionFailed')));
        },
      },
    );
  };
  return (
    <div className={className}>
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={t('matrimonial.card.shortlist', { name: profile.fullName })}
        onClick={press}
        disabled={toggle.isPending}
        className={`flex h-11 w-11 items-center justify-center rounded-full border shadow-sm transition-colors ${
          pressed ? 'border-rose-300 bg-rose-50 text-rose-600' : 'border-slate-300 bg-white text-slate-600'
        } hover:bg-rose-50`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" strokeWidth="2" stroke="currentColor">
          <path
            fill={pressed ? 'currentColor' : 'none'}
            strokeLinejoin="round"
            d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3z"
          />
        </svg>
      </button>
      {error && (
        <p role="alert" className="mt-1 rounded bg-white px-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
