import { useState } from 'react';
import { useT } from '../i18n/useT.ts';
import { IphoneInstallSteps } from './IphoneInstallSteps.tsx';
import { promptInstall, putHintAway, useInstallWay } from './install.ts';

/** The menu's "Install app", where Sangam can be installed and is not yet. */
export function InstallMenuEntry({ className }: { className: string }) {
  const t = useT();
  const way = useInstallWay();
  const [steps, setSteps] = useState(false);
  if (!way && !steps) return null;
  const onInstall = () => {
    if (way === 'iphone') setSteps(true);
    else void promptInstall().then((accepted) => accepted && putHintAway());
  };
  return (
    <>
      <button type="button" className={className} onClick={onInstall}>
        {t('common.pwa.installApp')}
      </button>
      <IphoneInstallSteps open={steps} onClose={() => setSteps(false)} />
    </>
  );
}
