import { useSyncExternalStore } from 'react';
import { offlineSince, subscribeConnection } from '../api/connection.ts';
import { useT } from '../i18n/useT.ts';

const since = () => offlineSince;

/** "You are offline: showing what you saw last", while what the page shows came from the service worker's cache. */
export function OfflineLine() {
  const t = useT();
  if (!useSyncExternalStore(subscribeConnection, since)) return null;
  return (
    <p role="status" className="bg-slate-800 px-4 py-1.5 text-center text-sm text-white">
      {t('common.pwa.offline')}
    </p>
  );
}
