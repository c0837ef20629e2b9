import { createRoot } from 'react-dom/client';
import { loadNamespaces } from '../i18n/i18n.ts';
import { InstallHint } from './InstallHint.tsx';
import { InstallMenuEntry } from './InstallMenuEntry.tsx';
import { OfflineLine } from './OfflineLine.tsx';
import { registerServiceWorker } from './register.ts';
import { UpdatePrompt } from './UpdatePrompt.tsx';

// Loaded after the first paint (app/main.tsx): the offline line at the top of the page and the update bar, in a
// root of their own (they need neither the router nor the session), with the install hint and the menu's
// "Install app", and the service worker of production builds. Their words are not in the first paint's
// (build/catalogs.ts): they draw once `common` is here whole.
const host = document.createElement('div');
host.className = 'print:hidden';
document.body.prepend(host);
void loadNamespaces(['common'])
  .catch(() => undefined)
  .then(() =>
    createRoot(host).render(
      <>
        <OfflineLine />
        <UpdatePrompt />
        <InstallHint />
        <InstallMenuEntry />
      </>,
    ),
  );
if (import.meta.env.PROD) registerServiceWorker();
