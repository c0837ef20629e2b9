import { useState, useSyncExternalStore } from 'react';
import { useT } from '../i18n/useT.ts';
import { onUpdateWaiting, reloadIntoUpdate, updateWaiting } from './register.ts';

/** "A new version of Sangam is ready: Reload", above the phone's bottom bar; it never reloads by itself. */
export function UpdatePrompt() {
  const t = useT();
  const waiting = useSyncExternalStore(onUpdateWaiting, updateWaiting, updateWaiting);
  const [reloading, setReloading] = useState(false);
  if (!waiting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-2 bottom-16 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-lg bg-slate-900 py-1 pr-1 pl-4 text-sm text-white shadow-lg md:bottom-4"
    >
      <span>{t('common.pwa.updateReady')}</span>
      <button
        type="button"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void reloadIntoUpdate();
        }}
        className="min-h-11 rounded-md bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-70"
      >
        {t('common.pwa.reload')}
      </button>
    </div>
  );
}
