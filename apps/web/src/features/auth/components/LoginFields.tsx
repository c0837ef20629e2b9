import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { PasswordField } from '../../../components/ui/PasswordField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { PHONE_INPUT } from '../../../components/ui/fieldParts.tsx';
import { say, useT } from '../../../i18n/useT.ts';
import { useSubmitLabel } from '../../../components/ui/useSubmitLabel.ts';
import type { ForgotPasswordState } from './forgotPasswordState.ts';

interface LoginFieldsProps {
  phoneNumber: string;
  password: string;
  onPhoneNumberChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  phoneNumberError?: string;
  passwordError?: string;
  /** The form-level failure, shown above the button: a catalogue id or the server's words. */
  error: string | null;
  submitting: boolean;
  /** The admin login's: the reset then asks an admin's longer password and leads back to the admin login. */
  admin?: boolean;
}

/** Phone number, password and the Login button: the inside of the member and the admin login forms. */
export function LoginFields({
  phoneNumber,
  password,
  onPhoneNumberChange,
  onPasswordChange,
  phoneNumberError,
  passwordError,
  error,
  submitting,
  admin = false,
}: LoginFieldsProps) {
  const t = useT();
  const label = useSubmitLabel();
  // Where the member was going comes along to the reset, which lands there too.
  const { search, state } = useLocation();
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // After a failure the cursor goes back where the member will type next: the empty field, else Password.
  const failed = error !== null && !submitting;
  useEffect(() => {
    if (!failed) return;
    (phoneRef.current?.value.trim() ? passwordRef.current : phoneRef.current)?.focus();
  }, [failed, error]);

  return (
    <>
      <fieldset disabled={submitting} className="space-y-4">
        <TextField
          label={t('auth.field.phone')}
          {...PHONE_INPUT}
          required
          ref={phoneRef}
          value={phoneNumber}
          error={phoneNumberError && say(phoneNumberError)}
          onChange={(event) => onPhoneNumberChange(event.target.value)}
        />
        <PasswordField
          label={t('auth.field.password')}
          autoComplete="current-password"
          required
          ref={passwordRef}
          value={password}
          error={passwordError && say(passwordError)}
          onChange={(event) => onPasswordChange(event.target.value)}
        />
        <p className="-mt-2 text-right">
          <Link
            to={{ pathname: '/forgot-password', search }}
            // The number typed so far comes along, so it is not typed twice.
            state={{ ...(state as object | null), phoneNumber, admin } satisfies ForgotPasswordState}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t('auth.login.forgotPassword')}
          </Link>
        </p>
      </fieldset>
      {error && <Alert>{say(error)}</Alert>}
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting && <Spinner className="size-4" />}
        {submitting ? t('auth.login.submitting') : label(t('auth.login.submit'))}
      </Button>
    </>
  );
}
