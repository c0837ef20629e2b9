import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Consent, ConsentsReply } from '@sangam/shared/privacy';
import { queryKeys } from '../../../api/queryKeys.ts';
import { isApiError } from '../../../api/errors.ts';
import { setConsentRequired } from '../../../auth/consentFlag.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import { SectionPending } from './SectionPending.tsx';
import { Rich } from '../../../i18n/Rich.tsx';
import { say, useT } from '../../../i18n/useT.ts';
import { formatDate } from '../../../lib/format.ts';
import { CONSENTS_QUERY_KEY, saveConsent, useConsents } from '../api/consents.ts';

/** The purposes a member switches themselves, in the order shown, with their words. */
const CHOICES = [
  {
    purpose: 'contact_sharing',
    label: 'privacy.consents.contact_sharing',
    explain: 'privacy.consents.contact_sharing.explain',
  },
  { purpose: 'directory', label: 'privacy.consents.directory', explain: 'privacy.consents.directory.explain' },
  { purpose: 'marketing', label: 'privacy.consents.marketing', explain: 'privacy.consents.marketing.explain' },
] as const;

const link = 'font-semibold text-brand-700 underline underline-offset-2';
/** A checkbox drawn as a switch: a 32 px track in a label at least 44 px tall (the whole row is the tap target). */
const switchBox =
  'relative h-8 w-14 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors ' +
  'before:absolute before:top-1 before:left-1 before:size-6 before:rounded-full before:bg-white before:shadow ' +
  'before:transition-transform checked:bg-green-700 checked:before:translate-x-6 focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-60';

/** A consent's key in the list: its purpose, and the profile for the matrimonial purpose. */
const keyOf = (consent: Pick<Consent, 'purpose' | 'subjectId'>) => `${consent.purpose}:${consent.subjectId ?? ''}`;

function StateLine({ consent, id }: { consent: Consent; id: string }) {
  const t = useT();
  const date = formatDate(consent.at);
  const text = date
    ? t(consent.granted ? 'privacy.consents.givenOn' : 'privacy.consents.withdrawnOn', { date })
    : t(consent.granted ? 'privacy.consents.on' : 'privacy.consents.off');
  return (
    <p id={id} className="text-sm text-slate-600">
      {consent.at ? <time dateTime={consent.at}>{text}</time> : text}
    </p>
  );
}

/** One purpose's row: its switch (named by the label), what withdrawing changes, and when it was decided. */
function ConsentRow({
  consent,
  label,
  explain,
  busy,
  onChange,
}: {
  consent: Consent;
  label: string;
  explain: string;
  busy: boolean;
  onChange: (granted: boolean) => void;
}) {
  const base = `consent-${keyOf(consent).replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return (
    <li className="py-3">
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3">
        <span className="font-medium text-slate-900">{label}</span>
        <input
          type="checkbox"
          className={switchBox}
          checked={consent.granted}
          disabled={busy}
          aria-describedby={`${base}-explain ${base}-state`}
          onChange={(event) => onChange(event.target.checked)}
        />
      </label>
      <p id={`${base}-explain`} className="text-sm text-slate-700">
        {explain}
      </p>
      <StateLine consent={consent} id={`${base}-state`} />
    </li>
  );
}

/**
 * Privacy Settings -> consents (issue 36): the Terms (required), each purpose's switch with its state and date,
 * and one row per own matrimonial profile. A change is saved at once and takes effect at once; on a failure the
 * switch stays as the server has it and the reason is said.
 */
export function ConsentsSection() {
  const t = useT();
  const client = useQueryClient();
  const query = useConsents();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  // GET says whether the current Terms are agreed to: the banner follows it.
  const data = query.data;
  useEffect(() => {
    if (!data) return;
    setConsentRequired(data.agreementRequired ? data.policyVersion : null);
  }, [data]);

  const change = async (consent: Consent, granted: boolean) => {
    const key = keyOf(consent);
    setBusy(key);
    setNotice(null);
    try {
      const reply = await saveConsent(consent.purpose, {
        granted,
        ...(consent.subjectId ? { subjectId: consent.subjectId } : {}),
      });
      client.setQueryData<ConsentsReply>(CONSENTS_QUERY_KEY, (current) =>
        current
          ? {
              ...current,
              ...(consent.purpose === 'terms' ? { agreementRequired: false } : {}),
              consents: current.consents.map((c) => (keyOf(c) === key ? { ...c, ...reply.consent } : c)),
            }
          : current,
      );
      if (consent.purpose === 'terms') setConsentRequired(null);
      setNotice({ tone: 'success', text: say(reply.message) });
      // What the change touches elsewhere: the profile's own flags, the directory, the matrimonial lists.
      void client.invalidateQueries({ queryKey: queryKeys.me });
      void client.invalidateQueries({ queryKey: queryKeys.directory.all });
      if (consent.purpose === 'matrimonial') void client.invalidateQueries({ queryKey: ['matrimonial'] });
    } catch (failure) {
      setNotice({
        tone: 'error',
        text: isApiError(failure) && !failure.isNetworkError ? failure.message : t('common.error.network'),
      });
    } finally {
      setBusy(null);
    }
  };

  let body;
  if (data) {
    const byPurpose = new Map(data.consents.map((consent) => [keyOf(consent), consent]));
    const terms = byPurpose.get('terms:');
    const profiles = data.consents.filter((consent) => consent.purpose === 'matrimonial');
    body = (
      <>
        {terms && (
          <div className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
            <p className="font-medium text-slate-900">{t('privacy.consents.terms')}</p>
            <p className="text-sm text-slate-700">
              <Rich
                text={t('privacy.consents.termsRequired')}
                parts={[<Link key="delete" to="/profile?tab=privacy" className={link} />]}
              />
            </p>
            <p className="text-sm text-slate-600">
              {t('privacy.consents.termsVersion', { version: terms.version ?? data.policyVersion })}
              {terms.at && (
                <>
                  {' · '}
                  <time dateTime={terms.at}>{t('privacy.consents.givenOn', { date: formatDate(terms.at) })}</time>
                </>
              )}
            </p>
            {data.agreementRequired && (
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <p className="text-sm text-amber-900">{t('privacy.consents.termsNotAgreed')}</p>
                <Button onClick={() => void change(terms, true)} disabled={busy !== null}>
                  {busy === 'terms:' && <Spinner className="size-4" />}
                  {t('privacy.consents.agree')}
                </Button>
              </div>
            )}
          </div>
        )}
        <ul className="mt-2 divide-y divide-slate-200">
          {CHOICES.map(({ purpose, label, explain }) => {
            const consent = byPurpose.get(`${purpose}:`);
            return consent ? (
              <ConsentRow
                key={purpose}
                consent={consent}
                label={t(label)}
                explain={t(explain)}
                busy={busy === keyOf(consent)}
                onChange={(granted) => void change(consent, granted)}
              />
            ) : null;
          })}
        </ul>
        {profiles.length > 0 && (
          <>
            <h3 className="mt-4 font-semibold text-slate-900">{t('privacy.consents.matrimonialTitle')}</h3>
            <ul className="divide-y divide-slate-200">
              {profiles.map((consent) => (
                <ConsentRow
                  key={keyOf(consent)}
                  consent={consent}
                  label={
                    consent.onBehalfOf
                      ? t('privacy.consents.matrimonial.relative', {
                          name: consent.subjectName ?? '',
                          onBehalfOf: consent.onBehalfOf,
                        })
                      : t('privacy.consents.matrimonial.self', { name: consent.subjectName ?? '' })
                  }
                  explain={t('privacy.consents.matrimonial.explain')}
                  busy={busy === keyOf(consent)}
                  onChange={(granted) => void change(consent, granted)}
                />
              ))}
            </ul>
          </>
        )}
        <div aria-live="polite" className="mt-2">
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        </div>
      </>
    );
  } else {
    body = <SectionPending query={query} failed={t('privacy.consents.loadFailed')} />;
  }

  return (
    <TitledSection headingId="consents-heading" title={t('privacy.consents.title')}>
      <p className="mt-1 text-slate-700">{t('privacy.consents.intro')}</p>
      {body}
    </TitledSection>
  );
}
