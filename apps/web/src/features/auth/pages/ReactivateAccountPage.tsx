import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { messageOr } from '../../../api/errors.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { useLogoutAndLeave } from '../../../auth/useLogoutAndLeave.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useReactivateAccount } from '../api/reactivateAccount.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { say, useT } from '../../../i18n/useT.ts';

export function ReactivateAccountPage() {
  const t = useT();
  const { user, setUser } = useSession();
  const logoutAndLeave = useLogoutAndLeave();
  const navigate = useNavigate();
  const reactivate = useReactivateAccount();
  const [error, setError] = useState<string | null>(null);

  if (user && user.accountStatus !== 'deactivated' && !reactivate.isPending) return <Navigate to="/profile" replace />;

  const onReactivate = () => {
    setError(null);
    reactivate.mutate(undefined, {
      onSuccess: (member) => {
        setUser(member);
        void navigate('/profile', { replace: true });
      },
      onError: (failure) => setError(messageOr(failure, 'auth.reactivate.failed')),
    });
  };

  const onLogout = () => logoutAndLeave('/');

  return (
    <AuthCard title={t('auth.reactivate.title')}>
      <p className="text-slate-800">{t(AUTH_MESSAGES.deactivated)}</p>
      <p className="mt-2 text-slate-700">{t('auth.reactivate.explain')}</p>
      {error && <Alert className="mt-4">{say(error)}</Alert>}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button onClick={onReactivate} disabled={reactivate.isPending} className="flex-1">
          {reactivate.isPending && <Spinner className="size-4" />}
          {reactivate.isPending ? t('auth.reactivate.submitting') : t('auth.reactivate.submit')}
        </Button>
        <Button variant="secondary" onClick={onLogout} disabled={reactivate.isPending} className="flex-1">
          {t('auth.reactivate.logoutInstead')}
        </Button>
      </div>
    </AuthCard>
  );
}
