import { useParams } from 'react-router';
import { getToken } from '../../../api/token.ts';
import type { PrefetchData } from '../../../lib/prefetch.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { PlaceholderCards } from '../../../components/ui/PlaceholderCards.tsx';
import { publicProfileQuery } from '../api/getPublicProfile.ts';
import { userProfileQuery } from '../api/getUserProfile.ts';
import { FullProfile } from '../components/FullProfile.tsx';
import { LimitedProfile } from '../components/LimitedProfile.tsx';
import { useT } from '../../../i18n/useT.ts';

/** A shared profile comes with the page's code (lazyPage.ts): the full profile for a member, else the limited view. */
export const prefetch: PrefetchData = (client, { params }) => {
  const id = params.userId ?? '';
  return getToken()
    ? client.prefetchQuery(userProfileQuery(id, { throttle: false }))
    : client.prefetchQuery(publicProfileQuery(id));
};

/** /user-profile/:userId is public: shared links open for visitors too, as a limited view. */
export function UserProfilePage() {
  const t = useT();
  const { userId = '' } = useParams();
  const { status, user } = useSession();
  if (status === 'loading') return <PlaceholderCards label={t('users.loading')} shape="profile" />;
  // Keyed by id so moving between profiles starts fresh (no error or data of the previous one).
  return user ? (
    <FullProfile key={userId} userId={userId} viewer={user} />
  ) : (
    <LimitedProfile key={userId} userId={userId} />
  );
}
