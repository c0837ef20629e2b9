import { Link, useLocation } from 'react-router';
import type { PublicMember } from '@sangam/shared/user';
import { isApiError } from '../../../api/errors.ts';
import { loginRedirect, pathOf } from '../../../auth/redirect.ts';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { DocumentTitle } from '../../../components/ui/DocumentTitle.tsx';
import { PlaceholderCards } from '../../../components/ui/PlaceholderCards.tsx';
import { usePublicProfile } from '../api/getPublicProfile.ts';
import { MemberHeader } from './MemberHeader.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { ShareProfileButton } from './ShareProfileButton.tsx';
import { ProfileLoadFailed, UserNotFound } from './ProfileStatus.tsx';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';

const BENEFITS = [
  'Browse the full member directory',
  'See complete profiles of community professionals',
  'List your business or service for members to find',
  'Ask questions and join community discussions',
  'Premium members see phone numbers and email addresses',
];

/** What a visitor (not signed in) sees of a shared profile link. */
export function LimitedProfile({ userId }: { userId: string }) {
  const query = usePublicProfile(userId);
  if (query.data) return <LimitedView member={query.data} />;
  if (query.isPending) return <PlaceholderCards label="Loading profile..." shape="profile" />;
  if (isApiError(query.error) && query.error.status === 404) return <UserNotFound />;
  return <ProfileLoadFailed onRetry={() => void query.refetch()} />;
}

function LimitedView({ member }: { member: PublicMember }) {
  const location = useLocation();
  const login = loginRedirect(pathOf(location));

  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:py-8">
      <DocumentTitle title={`${member.name} | Sangam`} />
      <p className="rounded-lg border border-blue-300 bg-blue-50 p-3 text-sm text-blue-950">
        <strong className="font-semibold">Limited View.</strong> Log in to see the full profile.
      </p>
      <MemberHeader member={member}>
        <ShareProfileButton member={member} />
      </MemberHeader>
      <ProfileCard title="About">
        <p className="whitespace-pre-line break-words text-slate-800">{member.bio || 'No bio provided'}</p>
      </ProfileCard>
      <TitledSection headingId="access-heading" title="Access Full Profile" tone="brand">
        <p className="mt-2 text-sm text-slate-800">
          Log in or create a free account to see {member.name}&apos;s full profile and connect with the community.
        </p>
        <div className="mt-4 grid gap-2 sm:flex">
          <Link to={login.to} state={login.state} className={buttonClasses('primary')}>
            Log In
          </Link>
          <Link to="/register" className={buttonClasses('secondary')}>
            Sign Up
          </Link>
        </div>
      </TitledSection>
      <ProfileCard title="Member Benefits">
        <ul className="list-inside list-disc space-y-1 text-slate-800">
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </ProfileCard>
    </section>
  );
}
