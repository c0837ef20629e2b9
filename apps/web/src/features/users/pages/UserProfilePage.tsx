import { useParams } from 'react-router';
import { useSession } from '../../../auth/sessionContext.ts';
import { PlaceholderCards } from '../../../components/ui/PlaceholderCards.tsx';
import { FullProfile } from '../components/FullProfile.tsx';
import { LimitedProfile } from '../components/LimitedProfile.tsx';

/** /user-profile/:userId is public: shared links open for visitors too, as a limited view. */
export function UserProfilePage() {
  const { userId = '' } = useParams();
  const { status, user } = useSession();
  if (status === 'loading') return <PlaceholderCards label="Loading profile..." shape="profile" />;
  // Keyed by id so moving between profiles starts fresh (no error or data of the previous one).
  return user ? (
    <FullProfile key={userId} userId={userId} viewer={user} />
  ) : (
    <LimitedProfile key={userId} userId={userId} />
  );
}
