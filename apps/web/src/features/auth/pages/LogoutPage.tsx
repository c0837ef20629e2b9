import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../auth/sessionContext.ts';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';

/** /logout: ends the session and returns home. */
export function LogoutPage() {
  const { logout } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    void logout().then(() => navigate('/', { replace: true }));
  }, [logout, navigate]);
  return <PageStatus text="Logging out..." />;
}
