import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { normalizePhone } from '@sangam/shared/phone';
import { isAdmin } from '@sangam/shared/plans';
import { isApiError } from '../../../api/errors.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { adminLoginRequest } from '../api/adminLogin.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { LoginFields } from '../components/LoginFields.tsx';
import { useT } from '../../../i18n/useT.ts';
import { setConsentRequired } from '../../../auth/consentFlag.ts';

/** Catalogue ids (LoginFields says them in the language shown). */
interface FieldErrors {
  phoneNumber?: string;
  password?: string;
}

function adminLoginError(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  if (isApiError(error) && error.status === 401) return AUTH_MESSAGES.adminLoginCheckCredentials;
  return AUTH_MESSAGES.adminLoginFailed;
}

export function AdminLoginPage() {
  const t = useT();
  const { status, user, login } = useSession();
  const navigate = useNavigate();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (status === 'loading') return <PageStatus text={t('common.session.checking')} />;
  if (status === 'authenticated' && user && !submitting) {
    return <Navigate to={isAdmin(user) ? '/admin/dashboard' : '/'} replace />;
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (!phoneNumber.trim()) next.phoneNumber = AUTH_MESSAGES.phoneRequired;
    if (!password) next.password = AUTH_MESSAGES.passwordRequired;
    setFieldErrors(next);
    if (next.phoneNumber || next.password) return;

    setError(null);
    setSubmitting(true);
    try {
      const reply = await adminLoginRequest({ phoneNumber: normalizePhone(phoneNumber), password });
      if (!reply?.token) throw new Error(AUTH_MESSAGES.loginInvalidResponse);
      await login(reply.token, reply.user);
      setConsentRequired(reply.consentRequired?.version ?? null);
      void navigate('/admin/dashboard', { replace: true });
    } catch (loginError) {
      setError(
        loginError instanceof Error && !isApiError(loginError) ? loginError.message : adminLoginError(loginError),
      );
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('auth.adminLogin.title')} subtitle={t('auth.adminLogin.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <LoginFields
          admin
          phoneNumber={phoneNumber}
          password={password}
          onPhoneNumberChange={(value) => {
            setPhoneNumber(value);
            setFieldErrors((errors) => ({ ...errors, phoneNumber: undefined }));
          }}
          onPasswordChange={(value) => {
            setPassword(value);
            setFieldErrors((errors) => ({ ...errors, password: undefined }));
          }}
          phoneNumberError={fieldErrors.phoneNumber}
          passwordError={fieldErrors.password}
          error={error}
          submitting={submitting}
        />
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {t('auth.adminLogin.backToSite')}
        </Link>
      </p>
    </AuthCard>
  );
}
