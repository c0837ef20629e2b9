import { Suspense } from 'react';
import { Link } from 'react-router';
import type { MatrimonialProfile } from '@sangam/shared/matrimonial';
import { MATRIMONIAL_MESSAGES as M } from '@sangam/shared/matrimonial-messages';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { StatusBadges } from './StatusBadges.tsx';
import { useT } from '../../../i18n/useT.ts';
import { lazyWithWords } from '../../../i18n/lazyWithWords.ts';

// Only members' cards have the heart: its code comes after the list has drawn (a visitor's first paint lacks it).
const ShortlistHeart = lazyWithWords('matrimonial', () =>
  import('./ShortlistActions.tsx').then((m) => m.ShortlistHeart),
);
/** ShortlistActions' offersShortlist, here so that the card does not load that module to ask. */
const offersShortlist = (profile: MatrimonialProfile) => profile.shortlisted !== undefined && !profile.isOwner;

/**
 * The first photo for members; a drawn placeholder with the initial for visitors and profiles without one; a
 * blurred one saying when the photo shows for profiles that keep their photos to accepted families.
 */
export function ProfilePhoto({ profile, className = '' }: { profile: MatrimonialProfile; className?: string }) {
  const t = useT();
  const src = profile.profileImages[0];
  const initial = profile.fullName.trim().charAt(0).toUpperCase();
  if (profile.photosHidden) {
    return (
      <div
        className={`relative flex items-end justify-center overflow-hidden bg-gradient-to-br from-slate-300 via-brand-100 to-amber-100 ${className}`}
      >
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center text-7xl font-bold text-brand-800/60 blur-md"
        >
          {initial}
        </span>
        <p className="relative m-2 rounded-lg bg-white/85 px-3 py-1.5 text-center text-sm font-medium text-slate-800">
          {t('matrimonial.card.photoHidden')}
        </p>
      </div>
    );
  }
  return src ? (
    <img
      src={src}
      alt={t('matrimonial.card.photoAlt', { name: profile.fullName })}
      loading="lazy"
      className={`object-cover ${className}`}
    />
  ) : (
    <div
      aria-hidden="true"
      className={`flex items-center justify-center bg-gradient-to-br from-brand-100 to-amber-100 text-4xl font-bold text-brand-800 ${className}`}
    >
      {initial}
    </div>
  );
}

export function ProfileCard({ profile, signedIn }: { profile: MatrimonialProfile; signedIn: boolean }) {
  const t = useT();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ProfilePhoto profile={profile} className="aspect-[4/3] w-full" />
      {offersShortlist(profile) && (
        <Suspense fallback={null}>
          <ShortlistHeart profile={profile} className="absolute top-2 right-2" />
        </Suspense>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-bold text-slate-900">{profile.fullName}</h2>
        <p className="text-slate-700">
          {t('matrimonial.card.age', { age: profile.age })} · {profile.height} · {profile.city}, {profile.state}
        </p>
        <p className="text-slate-700">
          {profile.education} · {profile.occupation}
        </p>
        <p className="text-sm text-slate-600">
          {profile.religion} · {profile.caste}
        </p>
        <StatusBadges status={profile.approvalStatus} isVisible={profile.isVisible} />
        <div className="mt-auto pt-2">
          {signedIn ? (
            <Link to={`/matrimonial/profile/${profile._id}`} className={buttonClasses('primary', 'w-full')}>
              {t('matrimonial.card.view')}
            </Link>
          ) : (
            <Link to="/login?redirect=%2Fmatrimonial" className={buttonClasses('secondary', 'w-full')}>
              {t(M.loginToView)}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
