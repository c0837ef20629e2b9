import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { ACCOUNT } from '@sangam/shared/limits';
import { isAdmin } from '@sangam/shared/plans';
import type { User } from '@sangam/shared/user';
import { isApiError } from '../../../api/errors.ts';
import { readLoginRedirect } from '../../../auth/redirect.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { PasswordField } from '../../../components/ui/PasswordField.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { Rich } from '../../../i18n/Rich.tsx';
import { say, useT } from '../../../i18n/useT.ts';
import { resetPasswordRequest } from '../api/resetPassword.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { PhoneCodeFields } from '../components/PhoneCodeFields.tsx';
import { usePhoneCode } from '../components/usePhoneCode.ts';
import { readForgotPasswordState } from '../components/forgotPasswordState.ts';
import { messageWith } from '@sangam/shared/i18n/namespaces';
import { setConsentRequired } from '../../../auth/consentFlag.ts';

const inlineLink = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** An admin's password keeps the admin minimum (the server holds to it too). */
const passwordProblem = (password: string, admin: boolean) =>
  !password
    ? AUTH_MESSAGES.passwordRequired
    : password.length < ACCOUNT.passwordMin
      ? AUTH_MESSAGES.passwordMin
      : admin && password.length < ACCOUNT.adminPasswordMin
        ? messageWith('auth.adminPasswordMin', { min: ACCOUNT.adminPasswordMin })
        : undefined;

/**
 * Forgot password (members and admins alike): the phone number, the code sent to it, a new password; the reply signs
 * the member in, and they land where a login lands (an admin in the admin area).
 */
export function ForgotPasswordPage() {
  const t = useT();
  const { status, user, login } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { from } = readLoginRedirect(location);
  const handed = readForgotPasswordState(location.state);
  const admin = handed.admin === true;
  const steps = usePhoneCode('reset', handed.phoneNumber ?? '');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const busy = submitting || steps.sender.sending;
  const { errors } = steps;

  const destination = (member: User) =>
    isAdmin(member)
      ? '/admin/dashboard'
      : member.accountStatus === 'deactivated'
        ? '/reactivate-account'
        : (from ?? '/profile');

  if (status === 'loading') return <PageStatus text={t('common.session.checking')} />;
  if (status === 'authenticated' && user && !submitting) return <Navigate to={destination(user)} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!steps.codeStep) return steps.send();
    const otp = steps.wholeCode();
    if (!otp) return;
    const problem = passwordProblem(password, admin);
    if (problem) {
      steps.setErrors({ password: problem });
      return;
    }
    steps.setErrors({});
    setSubmitting(true);
    try {
      const reply = await resetPasswordRequest({ phoneNumber: steps.phone, otp, password });
      if (!reply?.token) throw new Error(AUTH_MESSAGES.loginInvalidResponse);
      const member = await login(reply.token, reply.user);
      setConsentRequired(reply.consentRequired?.version ?? null);
      void navigate(destination(member), { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (isApiError(error)) steps.failWith(error, AUTH_MESSAGES.loginFailed);
      else steps.setErrors({ form: error instanceof Error ? error.message : AUTH_MESSAGES.loginNoUser });
    }
  };

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <PhoneCodeFields steps={steps} busy={busy} />
        {steps.codeStep && (
          <PasswordField
            label={t('auth.forgot.newPassword')}
            autoComplete="new-password"
            required
            value={password}
            disabled={busy}
            error={errors.password && say(errors.password)}
            hint={
              errors.password
                ? undefined
                : admin
                  ? t('auth.adminPasswordMin', { min: ACCOUNT.adminPasswordMin })
                  : t(AUTH_MESSAGES.passwordMin)
            }
            onChange={(event) => {
              setPassword(event.target.value);
              steps.setErrors((current) => ({ ...current, password: undefined }));
            }}
          />
        )}
        {errors.form && <Alert>{say(errors.form)}</Alert>}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy && <Spinner className="size-4" />}
          {steps.sender.sending
            ? t('common.otp.sending')
            : submitting
              ? t('auth.forgot.submitting')
              : steps.codeStep
                ? t('auth.forgot.submit')
                : t('common.otp.send')}
        </Button>
        {!steps.codeStep && (
          <button
            type="button"
            className="min-h-11 w-full text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            disabled={busy}
            onClick={steps.enterCode}
          >
            {t('auth.forgot.haveCode')}
          </button>
        )}
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        <Rich
          text={t('auth.forgot.backToLogin')}
          parts={[<Link to={admin ? '/admin-login' : '/login'} className={inlineLink} />]}
        />
      </p>
    </AuthCard>
  );
}
