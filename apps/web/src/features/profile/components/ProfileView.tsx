import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hasPremiumAccess } from '@sangam/shared/plans';
import type { User } from '@sangam/shared/user';
import { Avatar } from '../../../components/ui/Avatar.tsx';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { ShareLinkButton } from '../../../components/ui/ShareLinkButton.tsx';
import { joinedText } from '../../../lib/memberSince.ts';
import { formatDate } from '../../../lib/format.ts';
import { PlanBadge } from './PlanBadge.tsx';
import { InterestChips } from '../../../components/ui/InterestChips.tsx';
import { VerifiedMark } from '../../../components/ui/VerifiedMark.tsx';
import { useT } from '../../../i18n/useT.ts';

const card = 'rounded-2xl border border-slate-200 bg-white p-5';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The member's own profile as they see it (with their own contact details). */
export function ProfileView({ user, onEdit }: { user: User; onEdit: () => void }) {
  const t = useT();
  const headline = user.profession || user.occupation;
  const profileUrl = `/user-profile/${user.id}`;
  return (
    <div className="space-y-5">
      <div className={card}>
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
          <Avatar src={user.profileImage} name={user.name} alt="" className="size-24 text-3xl" />
          <div className="min-w-0 flex-1">
            <h2 className="text-xl font-bold break-words text-slate-900">{user.name}</h2>
            <p className="text-slate-700">{headline || t('profile.view.noOccupation')}</p>
            <div className="mt-2 flex flex-wrap items-center justify-center gap-2 sm:justify-start">
              <PlanBadge plan={user.planType} />
              <span className="text-sm text-slate-600">{joinedText(user.createdAt)}</span>
            </div>
          </div>
        </div>
        <div className="mt-5 grid gap-2 sm:flex sm:flex-wrap">
          <Button onClick={onEdit}>{t('profile.view.edit')}</Button>
          <Link to="/create-listing" className={buttonClasses('secondary')}>
            {t('profile.view.createListing')}
          </Link>
          <ShareLinkButton
            label={t('profile.view.share')}
            title={t('profile.view.shareTitle', { name: user.name })}
            text={t('profile.view.shareText', { name: user.name })}
            url={profileUrl}
            whatsapp
            whatsappLabel={t('profile.view.shareWhatsapp')}
            className="sm:contents"
          />
        </div>
      </div>

      <section aria-labelledby="about-heading" className={card}>
        <h2 id="about-heading" className="text-lg font-bold text-slate-900">
          {t('profile.view.about')}
        </h2>
        <p className="mt-2 whitespace-pre-line break-words text-slate-800">{user.bio || t('profile.view.noBio')}</p>
      </section>

      <section aria-labelledby="details-heading" className={card}>
        <h2 id="details-heading" className="text-lg font-bold text-slate-900">
          {t('profile.view.details')}
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2">
          <Detail term={t('profile.view.phone')}>
            {user.phoneNumber || '-'}
            {user.phoneVerified && <VerifiedMark className="ml-2 align-middle" />}
          </Detail>
          <Detail term={t('profile.view.email')}>{user.email || '-'}</Detail>
          <Detail term={t('profile.view.address')}>{user.address || '-'}</Detail>
          <Detail term={t('profile.view.occupation')}>{user.occupation || '-'}</Detail>
          <Detail term={t('profile.view.profession')}>{user.profession || '-'}</Detail>
          <Detail term={t('profile.view.joined')}>{formatDate(user.createdAt)}</Detail>
          <Detail term={t('profile.view.membership')}>
            {hasPremiumAccess(user) ? (
              <>
                {t(user.planType === 'admin' ? 'profile.view.admin' : 'profile.view.premium')}
                {user.premiumExpiresAt &&
                  ` ${t('profile.view.validUntil', { date: formatDate(user.premiumExpiresAt) })}`}
              </>
            ) : (
              <>
                {t('profile.view.basic')}{' '}
                <Link to="/upgrade-membership" className="text-brand-700 underline underline-offset-2">
                  {t('profile.view.upgrade')}
                </Link>
              </>
            )}
          </Detail>
          <Detail term={t('profile.view.visibility')}>
            {t(user.isPublic ? 'profile.view.public' : 'profile.view.private')}
          </Detail>
        </dl>
        {user.interests.length > 0 && (
          <div className="mt-4">
            <h3 className="text-sm text-slate-600">{t('profile.view.interests')}</h3>
            <InterestChips interests={user.interests} className="mt-1" />
          </div>
        )}
      </section>
    </div>
  );
}
