import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@sangam/shared/user';
import type { PhoneChannel } from '@sangam/shared/notifications';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { isApiError } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { OtpCodeField } from '../../../components/otp/OtpCodeField.tsx';
import { cleanCode, isWholeCode } from '../../../components/otp/otpCode.ts';
import { useCodeSender } from '../../../components/otp/useCodeSender.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import { VerifiedMark } from '../../../components/ui/VerifiedMark.tsx';
import { say, useT } from '../../../i18n/useT.ts';
import { useSubmitLabel } from '../../../components/ui/useSubmitLabel.ts';
import { requestVerifyCode, verifyPhone } from '../api/verifyPhone.ts';
import { myProfileKey } from '../api/getMyProfile.ts';

const CODE_ERRORS: readonly string[] = [ERROR_TYPES.otpRequired, ERROR_TYPES.otpInvalid, ERROR_TYPES.otpExpired];

/**
 * For members who joined before phones were verified: Send code, the code, Verify; then "Verified" (the section
 * stays to say so until the member leaves the page).
 */
export function VerifyPhoneSection({ user }: { user: User }) {
  const t = useT();
  const label = useSubmitLabel();
  const queryClient = useQueryClient();
  const { setUser } = useSession();
  const sender = useCodeSender();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState<string | null>(null);

  if (verified) {
    return (
      <TitledSection headingId="verify-phone-heading" title={<VerifiedMark />} tone="success">
        <p className="mt-2 text-sm text-green-950">{verified}</p>
      </TitledSection>
    );
  }
  if (user.phoneVerified !== false) return null;

  const send = async (channel?: PhoneChannel) => {
    setFormError(null);
    setCodeError(null);
    const sent = await sender.request(() => requestVerifyCode(channel));
    if (sent.ok) setCode('');
    else if (!(isApiError(sent.error) && sent.error.status === 429)) {
      setFormError(isApiError(sent.error) ? sent.error.message : t('profile.verify.failed'));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sender.reply) return send();
    if (!isWholeCode(code)) {
      setCodeError('common.otp.enterCode');
      return;
    }
    setVerifying(true);
    setFormError(null);
    try {
      const reply = await verifyPhone(cleanCode(code));
      setUser(reply.user);
      queryClient.setQueryData(myProfileKey, reply.user);
      setVerified(reply.message);
      // The mark shows on the member's page and directory card when next opened.
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.directory.all });
    } catch (error) {
      if (isApiError(error) && (CODE_ERRORS.includes(error.type ?? '') || error.fields?.otp)) {
        setCodeError(error.fields?.otp ?? error.message);
      } else setFormError(isApiError(error) ? error.message : t('profile.verify.failed'));
    } finally {
      setVerifying(false);
    }
  };

  const busy = verifying || sender.sending;
  return (
    <TitledSection headingId="verify-phone-heading" title={t('profile.verify.title')} tone="warning">
      <p className="mt-1 text-sm text-amber-950">{t('profile.verify.intro', { phone: user.phoneNumber ?? '' })}</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        {sender.reply && (
          <OtpCodeField
            reply={sender.reply}
            value={code}
            disabled={verifying}
            error={codeError ?? sender.waitMessage ?? undefined}
            secondsLeft={sender.secondsLeft}
            sending={sender.sending}
            onResend={(channel) => void send(channel)}
            onCode={(typed) => setCode(cleanCode(typed))}
            onChange={(event) => {
              setCode(cleanCode(event.target.value));
              setCodeError(null);
            }}
            autoFocus
          />
        )}
        {!sender.reply && sender.waitMessage && <Alert>{say(sender.waitMessage)}</Alert>}
        {formError && <Alert>{say(formError)}</Alert>}
        <Button type="submit" className="w-full sm:w-auto" disabled={busy}>
          {busy && <Spinner className="size-4" />}
          {sender.sending
            ? t('common.otp.sending')
            : verifying
              ? t('profile.verify.submitting')
              : label(sender.reply ? t('profile.verify.submit') : t('common.otp.send'))}
        </Button>
      </form>
    </TitledSection>
  );
}
