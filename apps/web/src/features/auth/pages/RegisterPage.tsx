import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { TIMING } from '@sangam/shared/limits';
import { normalizePhone } from '@sangam/shared/phone';
import { isApiError, messageOr } from '../../../api/errors.ts';
import { afterJoinPath } from '../../../auth/redirect.ts';
import { usePageServerWords } from '../../../layout/serverBannerWords.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { PasswordField } from '../../../components/ui/PasswordField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { PHONE_INPUT } from '../../../components/ui/fieldParts.tsx';
import { OtpCodeField } from '../../../components/otp/OtpCodeField.tsx';
import { cleanCode, isWholeCode } from '../../../components/otp/otpCode.ts';
import { useCodeSender } from '../../../components/otp/useCodeSender.ts';
import type { PrefetchData } from '../../../lib/prefetch.ts';
import { authOptionsQuery } from '../api/authOptions.ts';
import { registerRequest } from '../api/register.ts';
import { requestOtp } from '../api/requestOtp.ts';
import type { PhoneChannel } from '@sangam/shared/notifications';
import { AuthCard } from '../components/AuthCard.tsx';
import { ReferralCodeField } from '../components/ReferralCodeField.tsx';
import { RegisterFormSchema, type RegisterFormInput, type RegisterFormValues } from '../components/registerForm.ts';
import { applyServerFieldErrors } from '../../../lib/serverFieldErrors.ts';
import { Rich } from '../../../i18n/Rich.tsx';
import { say, useT } from '../../../i18n/useT.ts';
import { useSubmitLabel } from '../../../components/ui/useSubmitLabel.ts';
import { setConsentRequired } from '../../../auth/consentFlag.ts';

type RegisterValues = RegisterFormValues;
type Phase = 'idle' | 'sending' | 'submitting' | 'success' | 'error';
/** `message`: a catalogue id or the server's words (say() shows either). */
type Failure = { kind: 'duplicate' | 'other'; message: string };

const FIELD_NAMES = ['name', 'phoneNumber', 'occupation', 'password', 'referralCode', 'acceptTerms', 'otp'] as const;
/** The server's age refusals are said at the one checkbox that carries "I am 18 or older". */
const AGE_FIELDS = ['isAdult', 'dateOfBirth'] as const;
/** The server's refusals of a code, said at the code's box. */
const CODE_ERRORS: readonly string[] = [ERROR_TYPES.otpRequired, ERROR_TYPES.otpInvalid, ERROR_TYPES.otpExpired];
const inlineLink = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** Spec section 8: 409 DUPLICATE_USER, or any 409 whose message says "already exists". */
const isDuplicate = (error: unknown) =>
  isApiError(error) &&
  error.status === 409 &&
  (error.type === ERROR_TYPES.duplicateUser || /already exists/i.test(error.serverMessage ?? ''));

/** Whether the screen has the code step, asked for with the page's code. */
export const prefetch: PrefetchData = (client) => client.prefetchQuery(authOptionsQuery());

export function RegisterPage() {
  const t = useT();
  const label = useSubmitLabel();
  const { status, login } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const linkCode = (searchParams.get('ref') ?? '').trim().toUpperCase();
  // "Join" under a shared question or listing: /profile to complete it, with a way back to that page.
  const afterJoin = afterJoinPath(searchParams.get('redirect'));
  // Said by the shell's server banner while the server is unreachable (one banner, not two).
  usePageServerWords(AUTH_MESSAGES.serverIssuesRegister);
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<Failure | null>(null);
  const options = useQuery(authOptionsQuery());
  // A server that asks for a code the options did not announce (they had not arrived) brings the step all the same.
  const [codeAsked, setCodeAsked] = useState(false);
  const needsCode = codeAsked || options.data?.phoneVerification === 'required';
  const sender = useCodeSender();
  /** The number the last code went to: the step shows while the phone field still holds it. */
  const [codeFor, setCodeFor] = useState<string | null>(null);

  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<RegisterFormInput, unknown, RegisterValues>({
    resolver: zodResolver(RegisterFormSchema),
    // The first invalid field in the order the form shows them (see onInvalid), not in registration order.
    shouldFocusError: false,
    defaultValues: {
      name: '',
      phoneNumber: '',
      occupation: '',
      password: '',
      referralCode: linkCode,
      otp: '',
      acceptTerms: false,
      marketing: false,
    },
  });
  const typedPhone = normalizePhone(useWatch({ control, name: 'phoneNumber' }) ?? '');
  const codeStep = needsCode && codeFor !== null && codeFor === typedPhone;
  // Each code sent puts the cursor in its box, once the box is drawn.
  const [codeSent, setCodeSent] = useState(0);
  useEffect(() => {
    if (codeSent > 0) setFocus('otp');
  }, [codeSent, setFocus]);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => void navigate(afterJoin, { replace: true }), TIMING.postRegistrationRedirectMs);
    return () => clearTimeout(timer);
  }, [phase, navigate, afterJoin]);

  if (status === 'loading') return <PageStatus text={t('auth.register.checking')} />;
  // Only someone who arrived signed in is sent away; a fresh sign-up sees its success message first.
  if (status === 'authenticated' && phase === 'idle') return <Navigate to="/profile" replace />;

  /** A code to the phone (purpose register); the step opens on the code's box. */
  const sendCode = async (phoneNumber: string, channel?: PhoneChannel) => {
    setPhase('sending');
    setFailure(null);
    clearErrors('otp');
    const sent = await sender.request(() =>
      requestOtp({ phoneNumber, purpose: 'register', ...(channel ? { channel } : {}) }),
    );
    if (sent.ok) {
      setCodeFor(phoneNumber);
      setValue('otp', '');
      setPhase('idle');
      setCodeSent((count) => count + 1);
      return;
    }
    const { error } = sent;
    setPhase('error');
    if (isDuplicate(error)) {
      setFailure({ kind: 'duplicate', message: messageOr(error, AUTH_MESSAGES.duplicateUser) });
    } else if (isApiError(error) && error.status === 429) {
      // Said at the code's box when it is open, else under the phone number (the hook keeps the words).
      if (!codeStep) setError('phoneNumber', { message: error.message });
    } else {
      // A field the server named (the phone number) says it there; anything else above the button.
      const unplaced = applyServerFieldErrors(error, setError, FIELD_NAMES);
      if (!isApiError(error) || !error.fields || Object.keys(unplaced).length > 0) {
        setFailure({ kind: 'other', message: messageOr(error, AUTH_MESSAGES.registrationFailed) });
      }
    }
  };

  const onSubmit = async (values: RegisterValues) => {
    if (needsCode && !codeStep) return sendCode(values.phoneNumber);
    if (needsCode && !isWholeCode(values.otp ?? '')) {
      setError('otp', { message: 'common.otp.enterCode' });
      setFocus('otp');
      return;
    }
    setPhase('submitting');
    setFailure(null);
    const fail = (next: Failure) => {
      setFailure(next);
      setPhase('error');
    };

    let reply;
    try {
      reply = await registerRequest({
        name: values.name,
        phoneNumber: values.phoneNumber,
        occupation: values.occupation,
        password: values.password,
        // The one checkbox says both: 18 or older, and the Terms and Privacy Policy agreed to.
        acceptTerms: true,
        isAdult: true,
        consents: { marketing: values.marketing === true },
        ...(needsCode ? { otp: cleanCode(values.otp ?? '') } : {}),
        ...(values.referralCode
          ? {
              referralCode: values.referralCode,
              // Tells referral analytics whether a shared link or a typed code brought the member.
              referralSource: values.referralCode === linkCode ? ('link' as const) : ('code' as const),
            }
          : {}),
      });
    } catch (error) {
      if (isDuplicate(error)) {
        return fail({ kind: 'duplicate', message: messageOr(error, AUTH_MESSAGES.duplicateUser) });
      }
      if (isApiError(error) && error.type === ERROR_TYPES.invalidReferralCode) {
        return fail({ kind: 'other', message: AUTH_MESSAGES.invalidReferralCode });
      }
      if (isApiError(error) && error.type === ERROR_TYPES.otpRequired && !codeStep) {
        // No code was asked for: the step's Send code comes next, with the server's reason above it.
        setCodeAsked(true);
        return fail({ kind: 'other', message: messageOr(error, AUTH_MESSAGES.otpRequired) });
      }
      if (isApiError(error) && CODE_ERRORS.includes(error.type ?? '')) {
        setError('otp', { message: error.fields?.otp ?? error.message });
        setFocus('otp');
        setPhase('error');
        return;
      }
      applyServerFieldErrors(error, setError, FIELD_NAMES);
      const ageRefusal = isApiError(error) ? AGE_FIELDS.map((field) => error.fields?.[field]).find(Boolean) : undefined;
      if (ageRefusal) setError('acceptTerms', { message: ageRefusal });
      return fail({ kind: 'other', message: messageOr(error, AUTH_MESSAGES.registrationFailed) });
    }

    if (!reply?.token) return fail({ kind: 'other', message: AUTH_MESSAGES.registrationNoToken });
    try {
      await login(reply.token, reply.user);
      setConsentRequired(reply.consentRequired?.version ?? null);
      setPhase('success');
    } catch {
      fail({ kind: 'other', message: AUTH_MESSAGES.loginNoUser });
    }
  };

  const submitting = phase === 'submitting' || phase === 'sending';
  const duplicate = failure?.kind === 'duplicate';
  const phoneField = register('phoneNumber', {
    onChange: () => setFailure((current) => (current?.kind === 'duplicate' ? null : current)),
  });

  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      {phase === 'success' ? (
        <Alert tone="success">{t(AUTH_MESSAGES.registrationSuccess)}</Alert>
      ) : (
        <form
          onSubmit={handleSubmit(onSubmit, (invalid) => {
            const first = FIELD_NAMES.find((name) => invalid[name]);
            if (first) setFocus(first);
          })}
          noValidate
          className="space-y-4"
        >
          <fieldset disabled={submitting} className="space-y-4">
            <TextField
              label={t('auth.field.fullName')}
              autoComplete="name"
              required
              error={errors.name?.message && say(errors.name.message)}
              {...register('name')}
            />
            <TextField
              label={t('auth.field.phone')}
              {...PHONE_INPUT}
              required
              error={
                errors.phoneNumber?.message
                  ? say(errors.phoneNumber.message)
                  : duplicate
                    ? t(AUTH_MESSAGES.duplicateHint)
                    : undefined
              }
              {...phoneField}
            />
            <TextField
              label={t('auth.field.occupation')}
              autoComplete="organization-title"
              required
              error={errors.occupation?.message && say(errors.occupation.message)}
              {...register('occupation')}
            />
            <PasswordField
              label={t('auth.field.password')}
              autoComplete="new-password"
              required
              error={errors.password?.message && say(errors.password.message)}
              hint={errors.password ? undefined : t(AUTH_MESSAGES.passwordMin)}
              {...register('password')}
            />
            <ReferralCodeField control={control} registration={register('referralCode')} />
            <div>
              <label className="flex min-h-11 cursor-pointer items-start gap-3 py-2 text-base text-slate-800">
                <input
                  type="checkbox"
                  required
                  aria-invalid={errors.acceptTerms ? true : undefined}
                  aria-describedby={errors.acceptTerms ? 'acceptTermsError' : undefined}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                  {...register('acceptTerms')}
                />
                <span>
                  <Rich
                    text={t('auth.register.acceptTerms')}
                    parts={[
                      <Link key="terms" to="/terms" className={inlineLink} />,
                      <Link key="privacy" to="/privacy-policy" className={inlineLink} />,
                    ]}
                  />
                </span>
              </label>
              {errors.acceptTerms?.message && (
                <p id="acceptTermsError" className="mt-1 text-sm text-red-800">
                  {say(errors.acceptTerms.message)}
                </p>
              )}
            </div>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 py-2 text-base text-slate-800">
              <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-700" {...register('marketing')} />
              <span>{t('auth.register.marketing')}</span>
            </label>
          </fieldset>
          {codeStep && sender.reply && (
            <OtpCodeField
              reply={sender.reply}
              error={errors.otp?.message ?? sender.waitMessage ?? undefined}
              secondsLeft={sender.secondsLeft}
              sending={phase === 'sending'}
              onResend={(channel) => void sendCode(normalizePhone(getValues('phoneNumber')), channel)}
              onCode={(code) => setValue('otp', cleanCode(code))}
              disabled={submitting}
              {...register('otp', {
                // Digits only, as typed or pasted ("123 456" from the message).
                onChange: (event: { target: HTMLInputElement }) => {
                  const digits = cleanCode(event.target.value);
                  if (digits !== event.target.value) setValue('otp', digits);
                },
              })}
            />
          )}

          {failure &&
            (failure.kind === 'duplicate' ? (
              <Alert tone="info">
                <p>{say(failure.message)}</p>
                <p className="mt-1">
                  <Link to="/login" className={inlineLink}>
                    {t('auth.register.loginToAccount')}
                  </Link>
                </p>
              </Alert>
            ) : (
              <Alert>{say(failure.message)}</Alert>
            ))}

          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting && <Spinner className="size-4" />}
            {phase === 'sending'
              ? t('common.otp.sending')
              : submitting
                ? t('auth.register.submitting')
                : label(needsCode && !codeStep ? t('common.otp.send') : t('auth.register.submit'))}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-700">
        <Rich text={t('auth.register.haveAccount')} parts={[<Link to="/login" className={inlineLink} />]} />
      </p>
    </AuthCard>
  );
}
