import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../auth/sessionContext.ts';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { useT } from '../../../i18n/useT.ts';

/** /logout: ends the session and returns home. */
export function LogoutPage() {
  const t = useT();
  const { logout } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    void logout().then(() => navigate('/', { replace: true }));
  }, [logout, navigate]);
  return <PageStatus text={t('auth.logout.busy')} />;
}
