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
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import { Rich } from '../../../i18n/Rich.tsx';
import { useT } from '../../../i18n/useT.ts';

const BENEFITS: MessageId[] = [
  'users.limited.benefit.directory',
  'users.limited.benefit.profiles',
  'users.limited.benefit.listing',
  'users.limited.benefit.questions',
  'users.limited.benefit.contacts',
];

/** What a visitor (not signed in) sees of a shared profile link. */
export function LimitedProfile({ userId }: { userId: string }) {
  const t = useT();
  const query = usePublicProfile(userId);
  if (query.data) return <LimitedView member={query.data} />;
  if (query.isPending) return <PlaceholderCards label={t('users.loading')} shape="profile" />;
  if (isApiError(query.error) && query.error.status === 404) return <UserNotFound />;
  return <ProfileLoadFailed onRetry={() => void query.refetch()} />;
}

function LimitedView({ member }: { member: PublicMember }) {
  const t = useT();
  const location = useLocation();
  const login = loginRedirect(pathOf(location));

  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:py-8">
      <DocumentTitle title={t('users.meta.title', { name: member.name })} />
      <p className="rounded-lg border border-blue-300 bg-blue-50 p-3 text-sm text-blue-950">
        <Rich text={t('users.limited.notice')} parts={[<strong className="font-semibold" />]} />
      </p>
      <MemberHeader member={member}>
        <ShareProfileButton member={member} />
      </MemberHeader>
      <ProfileCard id="about" title={t('users.about')}>
        <p className="whitespace-pre-line break-words text-slate-800">{member.bio || t('users.noBio')}</p>
      </ProfileCard>
      <TitledSection headingId="access-heading" title={t('users.limited.accessTitle')} tone="brand">
        <p className="mt-2 text-sm text-slate-800">{t('users.limited.accessText', { name: member.name })}</p>
        <div className="mt-4 grid gap-2 sm:flex">
          <Link to={login.to} state={login.state} className={buttonClasses('primary')}>
            {t('users.limited.login')}
          </Link>
          <Link to="/register" className={buttonClasses('secondary')}>
            {t('users.limited.signUp')}
          </Link>
        </div>
      </TitledSection>
      <ProfileCard id="member-benefits" title={t('users.limited.benefitsTitle')}>
        <ul className="list-inside list-disc space-y-1 text-slate-800">
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{t(benefit)}</li>
          ))}
        </ul>
      </ProfileCard>
    </section>
  );
}
