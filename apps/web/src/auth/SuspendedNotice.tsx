import { say, useT } from '../i18n/useT.ts';

/** Shown over every screen while a suspended member is about to be logged out. `message`: the server's words or an id. */
export function SuspendedNotice({ message }: { message: string }) {
  const t = useT();
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-slate-900/70 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="suspended-title"
        aria-describedby="suspended-text"
        className="max-w-md rounded-xl bg-white p-6 shadow-xl"
      >
        <h2 id="suspended-title" className="text-lg font-bold text-red-800">
          {t('common.session.suspendedTitle')}
        </h2>
        <p id="suspended-text" className="mt-2 text-slate-800">
          {say(message)}
        </p>
      </div>
    </div>
  );
}
