import { OtpCodeField } from '../../../components/otp/OtpCodeField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { PHONE_INPUT } from '../../../components/ui/fieldParts.tsx';
import { say, useT } from '../../../i18n/useT.ts';
import type { PhoneCode } from './usePhoneCode.ts';

/** The phone number, and once a code went to it, the code's box (the inside of the two phone-code forms). */
export function PhoneCodeFields({ steps, busy }: { steps: PhoneCode; busy: boolean }) {
  const t = useT();
  const { sender, errors } = steps;
  return (
    <>
      <TextField
        label={t('auth.field.phone')}
        {...PHONE_INPUT}
        required
        id={steps.phoneId}
        value={steps.phoneNumber}
        disabled={busy}
        error={errors.phoneNumber && say(errors.phoneNumber)}
        onChange={(event) => steps.setPhoneNumber(event.target.value)}
      />
      {steps.codeStep && (
        <OtpCodeField
          id={steps.codeId}
          reply={sender.reply}
          value={steps.code}
          disabled={busy}
          error={errors.otp ?? sender.waitMessage ?? undefined}
          secondsLeft={sender.secondsLeft}
          sending={sender.sending}
          onResend={(channel) => void steps.send(channel)}
          onCode={steps.setCode}
          onChange={(event) => steps.setCode(event.target.value)}
        />
      )}
    </>
  );
}
