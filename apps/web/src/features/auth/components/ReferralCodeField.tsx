import { useWatch, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import type { RegisterFormInput, RegisterFormValues } from './registerForm.ts';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { ACCOUNT } from '@sangam/shared/limits';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useT } from '../../../i18n/useT.ts';
import { useReferralValidation } from '../api/validateReferralCode.ts';

interface ReferralCodeFieldProps {
  control: Control<RegisterFormInput, unknown, RegisterFormValues>;
  registration: UseFormRegisterReturn<'referralCode'>;
}

/** Optional referral code: uppercased while typing, checked with the server after a pause. */
export function ReferralCodeField({ control, registration }: ReferralCodeFieldProps) {
  const t = useT();
  const value = useWatch({ control, name: 'referralCode' });
  const code = (value ?? '').trim();
  const { checking, result } = useReferralValidation(code);
  const entered = code.length >= ACCOUNT.referralCodeMinLength;
  const { onChange, ...field } = registration;

  return (
    <div>
      <TextField
        label={t('auth.referral.label')}
        {...field}
        onChange={(event) => {
          // Uppercase in place so the field shows what will be sent.
          event.target.value = event.target.value.toUpperCase();
          void onChange(event);
        }}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={t('auth.referral.hint')}
      />
      <div aria-live="polite" className="mt-1 min-h-5 text-sm">
        {entered && checking && (
          <span className="inline-flex items-center gap-2 text-slate-700">
            <Spinner className="size-4" /> {t('auth.referral.checking')}
          </span>
        )}
        {entered && result?.valid && result.referrer && (
          <div className="rounded-lg border border-green-300 bg-green-50 p-2 text-green-900">
            <p className="font-semibold">{t('auth.referral.referredBy', { name: result.referrer.name })}</p>
            <p>
              {t('auth.referral.referrer', {
                tier: result.referrer.tier,
                count: result.referrer.totalReferrals,
              })}
            </p>
          </div>
        )}
        {entered && result && !result.valid && (
          <p className="text-red-700">{t(AUTH_MESSAGES.referralCodeInvalidShort)}</p>
        )}
      </div>
    </div>
  );
}
