import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors.ts';
import { Button } from '../components/ui/Button.tsx';
import { Spinner } from '../components/ui/Spinner.tsx';
import { Rich } from '../i18n/Rich.tsx';
import { useT } from '../i18n/useT.ts';
import { CONSENTS_QUERY_KEY, saveConsent } from './consentsApi.ts';
import { setConsentRequired } from './consentFlag.ts';

const link = 'font-semibold underline underline-offset-2';

/**
 * The Terms and Privacy Policy changed since the member last agreed: a banner (not a wall) with the links and
 * "I agree", which records the agreement (PUT /api/profile/consents/terms) and goes. Loaded only when asked for.
 */
export function ConsentBanner() {
  const t = useT();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const agree = async () => {
    setSaving(true);
    setError(null);
    try {
      await saveConsent('terms', { granted: true });
      setConsentRequired(null);
      void client.invalidateQueries({ queryKey: CONSENTS_QUERY_KEY });
    } catch (failure) {
      setSaving(false);
      setError(isApiError(failure) && !failure.isNetworkError ? failure.message : t('common.error.network'));
    }
  };

  return (
    <section
      aria-label={t('privacy.consents.banner.text')}
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2">
        <p className="min-w-0 flex-1 text-sm">
          <strong className="font-semibold">{t('privacy.consents.banner.text')}</strong>{' '}
          <Rich
            text={t('privacy.consents.banner.read')}
            parts={[
              <Link key="terms" to="/terms" className={link} />,
              <Link key="privacy" to="/privacy-policy" className={link} />,
            ]}
          />
        </p>
        <Button onClick={() => void agree()} disabled={saving}>
          {saving && <Spinner className="size-4" />}
          {saving ? t('privacy.consents.saving') : t('privacy.consents.agree')}
        </Button>
        {error && (
          <p role="alert" className="w-full text-sm text-red-800">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
