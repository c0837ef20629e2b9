import { Suspense, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { normalizePhone } from '@sangam/shared/phone';
import type { User } from '@sangam/shared/user';
import { isApiError, messageOr } from '../../../api/errors.ts';
import { joinPath, readLoginRedirect } from '../../../auth/redirect.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { loginRequest } from '../api/login.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { LoginFields } from '../components/LoginFields.tsx';
import { Rich } from '../../../i18n/Rich.tsx';
import { say, useT } from '../../../i18n/useT.ts';
import { lazyWithWords } from '../../../i18n/lazyWithWords.ts';
import { setConsentRequired } from '../../../auth/consentFlag.ts';

// Fetched when asked for: the login page is one of the first a phone downloads (scripts/js-budget.mjs).
const CodeLoginForm = lazyWithWords('auth', () =>
  import('../components/CodeLoginForm.tsx').then((m) => m.CodeLoginForm),
);

const inlineLink = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** The sentences that send the member to support (catalogue ids, as the session and this page carry them). */
const SUSPENDED: readonly string[] = [AUTH_MESSAGES.suspended, AUTH_MESSAGES.suspendedLogin];

export function LoginPage() {
  const t = useT();
  const { status, user, notice, login } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { from, message } = readLoginRedirect(location);
  const [phoneNumber, setPhoneNumber] = useState('');
  const [password, setPassword] = useState('');
  // A catalogue id (the page's own) or the server's words (already in the language shown).
  const [error, setError] = useState<string | null>(null);
  const [suspended, setSuspended] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // For members who never remember passwords: a code sent to the phone instead.
  const [withCode, setWithCode] = useState(false);

  const destination = (member: User) =>
    member.accountStatus === 'deactivated' ? '/reactivate-account' : (from ?? '/profile');

  if (status === 'authenticated' && user && !submitting) return <Navigate to={destination(user)} replace />;

  /** The code login's token, signed in as the password login does. */
  const signInWithToken = async (token: string, consentRequired?: { version: string }) => {
    setSubmitting(true);
    try {
      const member = await login(token);
      setConsentRequired(consentRequired?.version ?? null);
      void navigate(destination(member), { replace: true });
    } catch {
      setSubmitting(false);
      throw new Error(AUTH_MESSAGES.loginNoUser);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!phoneNumber.trim() || !password) {
      setError(AUTH_MESSAGES.loginBothRequired);
      return;
    }
    setError(null);
    setSuspended(false);
    setSubmitting(true);
    const fail = (text: string) => {
      setError(text);
      setSubmitting(false);
    };

    let token: string | undefined;
    let consentRequired: { version: string } | undefined;
    try {
      const reply = await loginRequest({ phoneNumber: normalizePhone(phoneNumber), password });
      token = reply?.token;
      consentRequired = reply?.consentRequired;
    } catch (loginError) {
      setSuspended(isApiError(loginError) && loginError.type === ERROR_TYPES.accountSuspended);
      return fail(messageOr(loginError, AUTH_MESSAGES.loginFailed));
    }
    if (!token) return fail(AUTH_MESSAGES.loginInvalidResponse);

    try {
      const member = await login(token);
      setConsentRequired(consentRequired?.version ?? null);
      void navigate(destination(member), { replace: true });
    } catch {
      fail(AUTH_MESSAGES.loginNoUser);
    }
  };

  if (status === 'loading') return <PageStatus text={t('common.session.checking')} />;

  // A suspended member who tries again gets the same sentence from the server: say it once.
  const notePrinted = message ?? notice;
  const topNote = notePrinted && (!error || say(notePrinted) !== say(error)) ? say(notePrinted) : null;
  const needsSupport = suspended || [notePrinted, error].some((text) => text && SUSPENDED.includes(text));

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      {topNote && (
        <Alert tone="info" className="mb-4">
          {topNote}
        </Alert>
      )}
      {withCode ? (
        <Suspense
          fallback={
            <div className="flex min-h-11 justify-center">
              <Spinner className="size-6" />
            </div>
          }
        >
          <CodeLoginForm initialPhone={phoneNumber} onToken={signInWithToken} onSuspended={setSuspended} />
        </Suspense>
      ) : (
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
      )}
      <p className="mt-2 text-center">
        <button
          type="button"
          className="min-h-11 px-2 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          onClick={() => {
            setWithCode((current) => !current);
            setError(null);
            setSuspended(false);
          }}
        >
          {t(withCode ? 'auth.login.withPassword' : 'auth.login.withCode')}
        </button>
      </p>
      {needsSupport && (
        <p className="mt-4 text-center text-sm">
          <Link to="/help" className={inlineLink}>
            {t('auth.login.contactSupport')}
          </Link>
        </p>
      )}
      <div className="mt-6 space-y-2 text-center text-sm text-slate-700">
        <p>
          <Rich
            text={t('auth.login.newHere')}
            parts={[<Link to={from ? joinPath(from) : '/register'} className={inlineLink} />]}
          />
        </p>
        <p>
          <Rich text={t('auth.login.adminPrompt')} parts={[<Link to="/admin-login" className={inlineLink} />]} />
        </p>
      </div>
    </AuthCard>
  );
}
