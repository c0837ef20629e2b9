import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { normalizePhone } from '@sangam/shared/phone';
import type { User } from '@sangam/shared/user';
import { messageOr } from '../../../api/errors.ts';
import { joinPath, readLoginRedirect } from '../../../auth/redirect.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { loginRequest } from '../api/login.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { LoginFields } from '../components/LoginFields.tsx';

const inlineLink = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

export function LoginPage() {
  const { status, user, notice, login } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { from, message } = readLoginRedirect(location);
  const [phoneNumber, setPhoneNumber] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const destination = (member: User) =>
    member.accountStatus === 'deactivated' ? '/reactivate-account' : (from ?? '/profile');

  if (status === 'authenticated' && user && !submitting) return <Navigate to={destination(user)} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!phoneNumber.trim() || !password) {
      setError(AUTH_MESSAGES.loginBothRequired);
      return;
    }
    setError(null);
    setSubmitting(true);
    const fail = (text: string) => {
      setError(text);
      setSubmitting(false);
    };

    let token: string | undefined;
    try {
      const reply = await loginRequest({ phoneNumber: normalizePhone(phoneNumber), password });
      token = reply?.token;
    } catch (loginError) {
      return fail(messageOr(loginError, AUTH_MESSAGES.loginFailed));
    }
    if (!token) return fail(AUTH_MESSAGES.loginInvalidResponse);

    try {
      const member = await login(token);
      void navigate(destination(member), { replace: true });
    } catch {
      fail(AUTH_MESSAGES.loginNoUser);
    }
  };

  if (status === 'loading') return <PageStatus text="Checking authentication..." />;

  // A suspended member who tries again gets the same sentence from the server: say it once.
  const notePrinted = message ?? notice;
  const topNote = notePrinted && notePrinted !== error ? notePrinted : null;
  const needsSupport = [notePrinted, error].some((text) => text && /contact support/i.test(text));

  return (
    <AuthCard title="Login" subtitle="Welcome back! Log in to your Sangam account.">
      {topNote && (
        <Alert tone="info" className="mb-4">
          {topNote}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <LoginFields
          phoneNumber={phoneNumber}
          password={password}
          onPhoneNumberChange={setPhoneNumber}
          onPasswordChange={setPassword}
          error={error}
          submitting={submitting}
        />
      </form>
      {needsSupport && (
        <p className="mt-4 text-center text-sm">
          <Link to="/help" className={inlineLink}>
            Contact support
          </Link>
        </p>
      )}
      <div className="mt-6 space-y-2 text-center text-sm text-slate-700">
        <p>
          New to Sangam?{' '}
          <Link to={from ? joinPath(from) : '/register'} className={inlineLink}>
            Create an account
          </Link>
        </p>
        <p>
          Administrator?{' '}
          <Link to="/admin-login" className={inlineLink}>
            Admin sign-in
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
