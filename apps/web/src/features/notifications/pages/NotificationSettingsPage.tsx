import { useState } from 'react';
import { Link } from 'react-router';
import { PHONE_CHANNELS, type NotificationKind, type PhoneChannel } from '@sangam/shared/notifications';
import { messageOr } from '../../../api/errors.ts';
import { getToken } from '../../../api/token.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { DocumentTitle } from '../../../components/ui/DocumentTitle.tsx';
import { PlaceholderCards } from '../../../components/ui/PlaceholderCards.tsx';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import { useT } from '../../../i18n/useT.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import type { PrefetchData } from '../../../lib/prefetch.ts';
import { preferencesQuery, usePreferences } from '../api/getPreferences.ts';
import { useUpdatePreferences, type PreferenceChange, type PreferenceChannel } from '../api/updatePreferences.ts';
import { KindPreferenceRow, PREF_IDS } from '../components/KindPreferenceRow.tsx';
import { PushSection } from '../components/PushSection.tsx';

const CHANNEL_LABELS = { whatsapp: 'notifications.prefs.whatsapp', sms: 'notifications.prefs.sms' } as const;

export const prefetch: PrefetchData = (client) =>
  getToken() ? client.prefetchQuery(preferencesQuery()) : Promise.resolve();

/**
 * Profile -> Notifications: which phone channel, push in this browser, and per kind whether it also goes by
 * WhatsApp/SMS, e-mail and push.
 * Each change shows at once and is saved on its own; a failed save puts it back and says so.
 */
export function NotificationSettingsPage() {
  const t = useT();
  const { user } = useSession();
  const prefs = usePreferences();
  const update = useUpdatePreferences();
  const [failure, setFailure] = useState<string | null>(null);

  const change = (what: PreferenceChange) => {
    setFailure(null);
    update.mutate(what, {
      onError: (error) => setFailure(messageOr(error, t('notifications.prefs.saveFailed'))),
    });
  };
  const onKind = (kind: NotificationKind, channel: PreferenceChannel, on: boolean) => change({ kind, channel, on });

  return (
    <section className="mx-auto max-w-2xl space-y-5 px-4 py-6 sm:py-8">
      <DocumentTitle title={t('notifications.prefs.metaTitle')} />
      <div>
        <Link
          to="/profile"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
        >
          {t('notifications.prefs.backToProfile')}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{t('notifications.prefs.title')}</h1>
        <p className="mt-1 text-slate-700">{t('notifications.prefs.intro')}</p>
      </div>

      {prefs.isPending ? (
        <PlaceholderCards label={t('notifications.prefs.loading')} count={3} />
      ) : prefs.isError ? (
        <>
          <Alert>{t('notifications.prefs.loadFailed')}</Alert>
          <Button onClick={() => void prefs.refetch()} disabled={prefs.isFetching}>
            {t(prefs.isFetching ? 'common.action.tryingAgain' : 'common.action.tryAgain')}
          </Button>
        </>
      ) : (
        <>
          <TitledSection headingId="phone-channel-heading" title={t('notifications.prefs.channelTitle')}>
            <fieldset className="mt-2">
              <legend className="text-sm text-slate-700">{t('notifications.prefs.channelIntro')}</legend>
              <div className="mt-2 grid grid-cols-2 gap-2">
                {PHONE_CHANNELS.map((channel: PhoneChannel) => (
                  <label
                    key={channel}
                    className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-3 font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700 ${
                      prefs.data.phoneChannel === channel
                        ? 'border-brand-700 bg-brand-50 text-brand-800'
                        : 'border-slate-300 text-slate-800'
                    }`}
                  >
                    <input
                      type="radio"
                      name="phoneChannel"
                      value={channel}
                      className="sr-only"
                      checked={prefs.data.phoneChannel === channel}
                      onChange={() => change({ phoneChannel: channel })}
                    />
                    {t(CHANNEL_LABELS[channel])}
                  </label>
                ))}
              </div>
            </fieldset>
          </TitledSection>

          <PushSection />

          {failure && <Alert>{failure}</Alert>}

          <section aria-labelledby="kinds-heading" className="rounded-2xl border border-slate-200 bg-white">
            <h2 id="kinds-heading" className="px-4 pt-4 text-lg font-bold text-slate-900">
              {t('notifications.prefs.kindsTitle')}
            </h2>
            {/* The switches' names: each reads "WhatsApp/SMS" or "E-mail" with its kind. */}
            <span id={PREF_IDS.phone} hidden>
              {t('notifications.prefs.phone')}
            </span>
            <span id={PREF_IDS.email} hidden>
              {t('notifications.prefs.email')}
            </span>
            <span id={PREF_IDS.push} hidden>
              {t('notifications.prefs.push')}
            </span>
            {user?.phoneVerified === false && (
              <p className="mx-4 mt-2 rounded-lg bg-amber-50 p-3 text-sm text-slate-800">
                {t('notifications.prefs.unverifiedPhone')}{' '}
                <Link to="/profile" className="font-semibold text-brand-700 underline">
                  {t('notifications.prefs.verifyPhone')}
                </Link>
              </p>
            )}
            {!prefs.data.hasEmail && (
              <p id={PREF_IDS.noEmail} className="mx-4 mt-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
                {t('notifications.prefs.noEmail')}{' '}
                <Link to="/profile?edit=1" className="font-semibold text-brand-700 underline">
                  {t('notifications.prefs.addEmail')}
                </Link>
              </p>
            )}
            <ul className="mt-2 divide-y divide-slate-200">
              {prefs.data.kinds.map((row) => (
                <KindPreferenceRow key={row.kind} row={row} hasEmail={prefs.data.hasEmail} onChange={onKind} />
              ))}
            </ul>
          </section>
        </>
      )}
    </section>
  );
}
