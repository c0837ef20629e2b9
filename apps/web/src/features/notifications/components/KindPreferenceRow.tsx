import type { NotificationKind } from '@sangam/shared/notifications';
import { useT } from '../../../i18n/useT.ts';
import type { NotificationPreferences } from '../api/getPreferences.ts';
import type { PreferenceChannel } from '../api/updatePreferences.ts';
import { Switch } from '../../../components/ui/Switch.tsx';

type KindRow = NotificationPreferences['kinds'][number];

/** The ids of the e-mail reason and the channel names the switches of every row point to. */
export const PREF_IDS = {
  phone: 'prefs-phone',
  email: 'prefs-email',
  push: 'prefs-push',
  noEmail: 'prefs-no-email',
} as const;

/**
 * One kind of notification: its name, in-app (always on, said as such), and its WhatsApp/SMS, e-mail and push
 * (to the browsers where push is on) switches;
 * a channel that cannot be used says why.
 */
export function KindPreferenceRow({
  row,
  hasEmail,
  onChange,
}: {
  row: KindRow;
  hasEmail: boolean;
  onChange: (kind: NotificationKind, channel: PreferenceChannel, on: boolean) => void;
}) {
  const t = useT();
  const nameId = `kind-${row.kind}`;
  const phoneReasonId = `kind-${row.kind}-no-phone`;
  return (
    <li className="px-4 py-3">
      <p id={nameId} className="font-semibold text-slate-900">
        {t(`notifications.kind.${row.kind}`)}
      </p>
      <p className="mt-0.5 text-sm text-slate-700">{t('notifications.prefs.inAppAlways')}</p>
      <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-3">
        <div className="flex flex-col items-start">
          <div className="flex items-center gap-1">
            <Switch
              checked={row.phoneAllowed && row.phone}
              disabled={!row.phoneAllowed}
              labelledBy={`${PREF_IDS.phone} ${nameId}`}
              describedBy={row.phoneAllowed ? undefined : phoneReasonId}
              onChange={(on) => onChange(row.kind, 'phone', on)}
            />
            <span aria-hidden="true" className="text-sm text-slate-800">
              {t('notifications.prefs.phone')}
            </span>
          </div>
          {!row.phoneAllowed && (
            <p id={phoneReasonId} className="text-xs text-slate-700">
              {t('notifications.prefs.phoneNotAllowed')}
            </p>
          )}
        </div>
        <div className="flex items-center gap-1 self-start">
          <Switch
            checked={hasEmail && row.email}
            disabled={!hasEmail}
            labelledBy={`${PREF_IDS.email} ${nameId}`}
            describedBy={hasEmail ? undefined : PREF_IDS.noEmail}
            onChange={(on) => onChange(row.kind, 'email', on)}
          />
          <span aria-hidden="true" className="text-sm text-slate-800">
            {t('notifications.prefs.email')}
          </span>
        </div>
        <div className="flex items-center gap-1 self-start">
          <Switch
            checked={row.push}
            labelledBy={`${PREF_IDS.push} ${nameId}`}
            onChange={(on) => onChange(row.kind, 'push', on)}
          />
          <span aria-hidden="true" className="text-sm text-slate-800">
            {t('notifications.prefs.push')}
          </span>
        </div>
      </div>
    </li>
  );
}
