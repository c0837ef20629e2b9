import { useState } from 'react';
import { Button } from '../components/ui/Button.tsx';
import { useT } from '../i18n/useT.ts';
import { IphoneInstallSteps } from './IphoneInstallSteps.tsx';
import { countVisit, hintDone, promptInstall, putHintAway, useInstallWay } from './install.ts';

// Counted once per page load, when this module loads (after the first paint).
const visits = countVisit();

/** From the second visit on, once: "Put Sangam on your home screen…" with Install / Not now, where it can be. */
export function InstallHint() {
  const t = useT();
  const way = useInstallWay();
  const [shown, setShown] = useState(() => visits >= 2 && !hintDone());
  const [steps, setSteps] = useState(false);
  const putAway = () => {
    putHintAway();
    setShown(false);
  };
  const onInstall = () => {
    if (way === 'iphone') setSteps(true);
    else void promptInstall().then((accepted) => accepted && putAway());
  };
  return (
    <>
      {shown && way && (
        <div
          role="region"
          aria-label={t('common.pwa.installApp')}
          className="fixed inset-x-2 bottom-20 z-40 mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-4 shadow-lg md:bottom-4"
        >
          <p className="text-sm text-slate-800">{t('common.pwa.installHint')}</p>
          <div className="mt-3 flex justify-end gap-2">
            <Button variant="secondary" onClick={putAway}>
              {t('common.pwa.notNow')}
            </Button>
            <Button onClick={onInstall}>{t('common.pwa.install')}</Button>
          </div>
        </div>
      )}
      <IphoneInstallSteps
        open={steps}
        onClose={() => {
          setSteps(false);
          putAway();
        }}
      />
    </>
  );
}
