import type { ComponentProps } from 'react';
import type { OtpReply } from '@sangam/shared/auth';
import type { PhoneChannel } from '@sangam/shared/notifications';
import { OTP_LENGTH } from './otpCode.ts';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useWebOtp } from './useWebOtp.ts';
import { say, useT } from '../../i18n/useT.ts';

interface OtpCodeFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  /**
   * The reply of the request that sent the code: its message ("We have sent ...") and whether it is test mode. None
   * for a code the member already holds (one an admin printed on the server).
   */
  reply?: OtpReply | null;
  /** A catalogue id or the server's words (a wrong or expired code, a wait). */
  error?: string;
  secondsLeft: number;
  sending: boolean;
  /** A new code, by `channel` when the member asks for SMS instead of WhatsApp. */
  onResend: (channel?: PhoneChannel) => void;
  /** A code WebOTP read from the SMS (Chrome on Android), to put in the box. */
  onCode: (code: string) => void;
  /** The label when not the common "6-digit code". */
  label?: string;
}

/**
 * The box for a one-time code (the keypad, the phone's offer of the code from the SMS, WebOTP), the server's words
 * about where it went, test mode's line, and a new code once the wait is over.
 */
export function OtpCodeField({
  reply,
  error,
  secondsLeft,
  sending,
  onResend,
  onCode,
  label,
  ...inputProps
}: OtpCodeFieldProps) {
  const t = useT();
  useWebOtp(true, onCode, reply);
  return (
    <div className="space-y-2">
      <TextField
        label={label ?? t('common.otp.code')}
        type="text"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        // Room for a code pasted with spaces ("123 456"); the field keeps its digits (otpCode.ts).
        maxLength={OTP_LENGTH * 2}
        required
        error={error && say(error)}
        hint={
          reply && (
            <>
              <span className="block">{say(reply.message)}</span>
              {reply.testMode && (
                <span className="mt-1 block font-medium text-amber-800">{t('common.otp.testMode')}</span>
              )}
            </>
          )
        }
        className="[&_input]:tracking-[0.3em]"
        {...inputProps}
      />
      <div className="flex flex-wrap items-center gap-x-3">
        {secondsLeft > 0 ? (
          // Not a live region: a screen reader would read the countdown every second.
          <p className="py-3 text-sm text-slate-600">{t('common.otp.resendIn', { seconds: secondsLeft })}</p>
        ) : (
          <>
            <Button variant="ghost" className="-ml-4" onClick={() => onResend()} disabled={sending}>
              {sending && <Spinner className="size-4" />}
              {sending ? t('common.otp.sending') : t('common.otp.resend')}
            </Button>
            {/* A code sent by WhatsApp to a phone without it: the same again by SMS. */}
            {!sending && reply?.channel === 'whatsapp' && reply.channels.includes('sms') && (
              <Button variant="ghost" onClick={() => onResend('sms')}>
                {t('common.otp.bySms')}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
