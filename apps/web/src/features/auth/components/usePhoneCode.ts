import { useEffect, useId, useState } from 'react';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import type { OtpRequestInput } from '@sangam/shared/auth';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { normalizePhone, PHONE_PATTERN } from '@sangam/shared/phone';
import { isApiError } from '../../../api/errors.ts';
import { cleanCode, isWholeCode } from '../../../components/otp/otpCode.ts';
import { useCodeSender } from '../../../components/otp/useCodeSender.ts';
import { requestOtp } from '../api/requestOtp.ts';
import type { PhoneChannel } from '@sangam/shared/notifications';

/** Catalogue ids or the server's words, by field; `form` is said above the button. */
export type PhoneCodeErrors = Partial<Record<'phoneNumber' | 'otp' | 'password' | 'form', string>>;

const CODE_ERRORS: readonly string[] = [ERROR_TYPES.otpRequired, ERROR_TYPES.otpInvalid, ERROR_TYPES.otpExpired];

/** The phone number's own complaint, before anything is sent. */
export function phoneProblem(phoneNumber: string): string | undefined {
  const phone = normalizePhone(phoneNumber);
  if (!phone) return AUTH_MESSAGES.phoneRequired;
  return PHONE_PATTERN.test(phone) ? undefined : AUTH_MESSAGES.phoneInvalid;
}

/**
 * The phone-then-code steps of "forgot password" and "log in with a code": the number, the code sent to it (the step
 * shows while the field still holds the number the code went to), and errors placed at the field they concern.
 */
export function usePhoneCode(purpose: OtpRequestInput['purpose'], initialPhone = '') {
  const sender = useCodeSender();
  const [phoneNumber, setPhoneNumber] = useState(initialPhone);
  const [code, setCode] = useState('');
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const [errors, setErrors] = useState<PhoneCodeErrors>({});
  const codeId = useId();
  const phoneId = useId();
  const focus = (id: string) => document.getElementById(id)?.focus();
  // A field to put the cursor in once the screen is drawn again (the box is disabled while a call is out).
  const [focusLater, setFocusLater] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusLater) document.getElementById(focusLater.id)?.focus();
  }, [focusLater]);
  const phone = normalizePhone(phoneNumber);
  const codeStep = codeFor !== null && codeFor === phone;

  /** Whether the number may be used; if not, says why at its field. */
  const phoneReady = () => {
    const problem = phoneProblem(phoneNumber);
    setErrors(problem ? { phoneNumber: problem } : {});
    if (problem) focus(phoneId);
    return !problem;
  };

  const send = async (channel?: PhoneChannel) => {
    if (!phoneReady()) return;
    const sent = await sender.request(() =>
      requestOtp({ phoneNumber: phone, purpose, ...(channel ? { channel } : {}) }),
    );
    if (sent.ok) {
      setCodeFor(phone);
      setCode('');
      setFocusLater({ id: codeId });
      return;
    }
    // A wait is said by the hook at the code's box once it is open; before that, under the number.
    if (isApiError(sent.error) && sent.error.status === 429) {
      if (!codeStep) setErrors({ phoneNumber: sent.error.message });
      return;
    }
    failWith(sent.error, AUTH_MESSAGES.loginFailed);
  };

  /** Opens the code step for a code the member already holds (one an admin printed with `sangam admin reset-password`). */
  const enterCode = () => {
    if (!phoneReady()) return;
    setCodeFor(phone);
    setFocusLater({ id: codeId });
  };

  /** Says a failed call's error where it belongs: the code's box, a named field, or above the button. */
  const failWith = (error: unknown, fallback: string) => {
    if (isApiError(error) && CODE_ERRORS.includes(error.type ?? '')) {
      setErrors({ otp: error.fields?.otp ?? error.message });
      setFocusLater({ id: codeId });
      return;
    }
    const fields = isApiError(error) ? (error.fields ?? {}) : {};
    const next: PhoneCodeErrors = {};
    if (fields.phoneNumber) next.phoneNumber = fields.phoneNumber;
    if (fields.otp) next.otp = fields.otp;
    if (fields.password) next.password = fields.password;
    if (!next.phoneNumber && !next.otp && !next.password) {
      next.form = isApiError(error) ? error.message : fallback;
    }
    setErrors(next);
  };

  /** The code, or false after saying it is missing. */
  const wholeCode = (): string | false => {
    if (isWholeCode(code)) return cleanCode(code);
    setErrors({ otp: 'common.otp.enterCode' });
    focus(codeId);
    return false;
  };

  return {
    sender,
    phone,
    phoneNumber,
    setPhoneNumber: (value: string) => {
      setPhoneNumber(value);
      setErrors((current) => ({ ...current, phoneNumber: undefined }));
    },
    code,
    setCode: (value: string) => {
      setCode(cleanCode(value));
      setErrors((current) => ({ ...current, otp: undefined }));
    },
    codeStep,
    errors,
    setErrors,
    send,
    enterCode,
    failWith,
    wholeCode,
    codeId,
    phoneId,
  };
}

export type PhoneCode = ReturnType<typeof usePhoneCode>;
