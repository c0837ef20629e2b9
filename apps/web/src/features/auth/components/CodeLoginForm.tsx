import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { isApiError } from '../../../api/errors.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { say, useT } from '../../../i18n/useT.ts';
import { loginRequest } from '../api/login.ts';
import { PhoneCodeFields } from './PhoneCodeFields.tsx';
import { usePhoneCode } from './usePhoneCode.ts';

interface CodeLoginFormProps {
  /** The number typed in the password form, carried over. */
  initialPhone: string;
  /** Signs the member in with the reply's token (as the password login does); throws a catalogue id on failure. */
  onToken: (token: string, consentRequired?: { version: string }) => Promise<void>;
  /** A suspended member's refusal, for the page's "Contact support". */
  onSuspended: (suspended: boolean) => void;
}

/** Log in with a code (purpose "login") instead of a password: the number, Send code, the code, Log in. */
export function CodeLoginForm({ initialPhone, onToken, onSuspended }: CodeLoginFormProps) {
  const t = useT();
  const steps = usePhoneCode('login', initialPhone);
  const [submitting, setSubmitting] = useState(false);
  const busy = submitting || steps.sender.sending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!steps.codeStep) return steps.send();
    const otp = steps.wholeCode();
    if (!otp) return;
    setSubmitting(true);
    onSuspended(false);
    try {
      const reply = await loginRequest({ phoneNumber: steps.phone, otp });
      if (!reply?.token) throw new Error(AUTH_MESSAGES.loginInvalidResponse);
      await onToken(reply.token, reply.consentRequired);
    } catch (error) {
      setSubmitting(false);
      if (!isApiError(error)) {
        steps.setErrors({ form: error instanceof Error ? error.message : AUTH_MESSAGES.loginNoUser });
        return;
      }
      onSuspended(error.type === ERROR_TYPES.accountSuspended);
      steps.failWith(error, AUTH_MESSAGES.loginFailed);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <PhoneCodeFields steps={steps} busy={busy} />
      {steps.errors.form && <Alert>{say(steps.errors.form)}</Alert>}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy && <Spinner className="size-4" />}
        {steps.sender.sending
          ? t('common.otp.sending')
          : submitting
            ? t('auth.login.submitting')
            : steps.codeStep
              ? t('auth.login.submit')
              : t('common.otp.send')}
      </Button>
    </form>
  );
}
