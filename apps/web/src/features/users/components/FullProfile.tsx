import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { hasPremiumAccess } from '@sangam/shared/plans';
import type { User } from '@sangam/shared/user';
import { isApiError } from '../../../api/errors.ts';
import { loginRedirect, pathOf } from '../../../auth/redirect.ts';
import { useLogoutAndLeave } from '../../../auth/useLogoutAndLeave.ts';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { DocumentTitle } from '../../../components/ui/DocumentTitle.tsx';
import { PlaceholderCards } from '../../../components/ui/PlaceholderCards.tsx';
import { userThrottleKey, useUserProfile } from '../api/getUserProfile.ts';
import { clearProfileThrottle, isThrottled } from '../lib/profileFetch.ts';
import { AccountInfoCard } from './AccountInfoCard.tsx';
import { BackButton } from './BackButton.tsx';
import { ContactCard } from './ContactCard.tsx';
import { ContributorCard } from './ContributorCard.tsx';
import { MemberHeader } from './MemberHeader.tsx';
import { PremiumRequiredCard } from './PremiumRequiredCard.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { ProfileLoadFailed, ProfileThrottled, UserNotFound } from './ProfileStatus.tsx';
import { InterestChips } from '../../../components/ui/InterestChips.tsx';
import { useT } from '../../../i18n/useT.ts';
import { BlockButton } from '../../../safety/BlockButton.tsx';
import { ReportButton } from '../../../safety/ReportButton.tsx';

/** A signed-in viewer's page; what it shows of contacts is what the server chose to send. */
export function FullProfile({ userId, viewer }: { userId: string; viewer: User }) {
  const t = useT();
  const query = useUserProfile(userId);
  const location = useLocation();
  const logoutAndLeave = useLogoutAndLeave();
  const unauthorised = !query.data && isApiError(query.error) && query.error.status === 401;

  // The client already tried a token refresh; a 401 left over means the session is over.
  useEffect(() => {
    if (unauthorised) logoutAndLeave(loginRedirect(pathOf(location)).to);
  }, [unauthorised, logoutAndLeave, location]);

  const retry = () => {
    clearProfileThrottle(userThrottleKey(userId));
    void query.refetch();
  };

  if (query.data) return <ProfileDetails member={query.data} viewer={viewer} />;
  if (query.isPending || unauthorised) return <PlaceholderCards label={t('users.loading')} shape="profile" />;
  if (isThrottled(query.error)) return <ProfileThrottled onRetry={retry} />;
  if (isApiError(query.error) && query.error.status === 404) return <UserNotFound />;
  return <ProfileLoadFailed onRetry={retry} />;
}

function ProfileDetails({ member, viewer }: { member: User; viewer: User }) {
  const t = useT();
  const isOwner = member.id === viewer.id;
  const viewerPremium = hasPremiumAccess(viewer);
  const hasContacts = Boolean(member.phoneNumber || member.email);
  const hasProfessional = Boolean(member.profession) || member.interests.length > 0;

  return (
    <section className="mx-auto max-w-5xl space-y-4 px-4 py-6 sm:py-8">
      <DocumentTitle title={t('users.meta.title', { name: member.name })} />
      <BackButton />
      <MemberHeader member={member}>
        {isOwner && (
          <Link to="/profile?edit=1" className={buttonClasses('primary')}>
            {t('users.editProfile')}
          </Link>
        )}
        {!isOwner && (
          <>
            <ReportButton
              subjectType="member"
              subjectId={member.id}
              authorId={member.id}
              label={t('common.report.member')}
            />
            <BlockButton
              userId={member.id}
              name={member.name}
              // Opened again soon after, the profile is asked for at once (and answers not found).
              onBlocked={() => clearProfileThrottle(userThrottleKey(member.id))}
            />
          </>
        )}
      </MemberHeader>

      <div className="grid gap-4 md:grid-cols-3">
        <div className="space-y-4 md:col-span-2">
          <ProfileCard id="about" title={t('users.about')}>
            <p className="whitespace-pre-line break-words text-slate-800">{member.bio || t('users.noBio')}</p>
          </ProfileCard>
          {member.address && (
            <ProfileCard id="address" title={t('users.address')}>
              <p className="whitespace-pre-line break-words text-slate-800">{member.address}</p>
            </ProfileCard>
          )}
          {hasProfessional && (
            <ProfileCard id="professional-details" title={t('users.professional')}>
              {member.profession && (
                <p className="text-slate-800">
                  <span className="text-sm text-slate-600">{t('users.profession')} </span>
                  <span className="font-medium">{member.profession}</span>
                </p>
              )}
              {member.interests.length > 0 && (
                <InterestChips interests={member.interests} className="mt-3" label={t('users.interests')} />
              )}
            </ProfileCard>
          )}
        </div>
        <div className="space-y-4">
          {/* The owner's own details; premium members and admins tap Show contact (issue 36). */}
          {(hasContacts || (viewerPremium && !isOwner)) && (
            <ContactCard member={member} withActions={viewerPremium && !isOwner} />
          )}
          {!hasContacts && !isOwner && !viewerPremium && <PremiumRequiredCard name={member.name} />}
          <AccountInfoCard member={member} />
          <ContributorCard member={member} />
        </div>
      </div>
    </section>
  );
}
