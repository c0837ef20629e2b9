import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/useT.ts';
import { IphoneInstallSteps } from './IphoneInstallSteps.tsx';
import { promptInstall, putHintAway, useInstallWay } from './install.ts';

/**
 * The phone menu's "Install app", where Sangam can be installed and is not yet: drawn into the navbar's slot for it
 * (layout/Navbar.tsx), so its code costs the first paint nothing.
 */
export function InstallMenuEntry({ slot = document.getElementById('install-app-entry') }: { slot?: Element | null }) {
  const t = useT();
  const way = useInstallWay();
  const [steps, setSteps] = useState(false);
  if (!slot || (!way && !steps)) return null;
  const onInstall = () => {
    if (way === 'iphone') setSteps(true);
    else void promptInstall().then((accepted) => accepted && putHintAway());
  };
  return createPortal(
    <>
      <button
        type="button"
        className="flex min-h-11 w-full items-center rounded-md px-2.5 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        onClick={onInstall}
      >
        {t('common.pwa.installApp')}
      </button>
      <IphoneInstallSteps open={steps} onClose={() => setSteps(false)} />
    </>,
    slot,
  );
}
