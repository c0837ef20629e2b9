import { createRoot } from 'react-dom/client';
import { OfflineLine } from './OfflineLine.tsx';
import { registerServiceWorker } from './register.ts';
import { UpdatePrompt } from './UpdatePrompt.tsx';

// Loaded after the first paint (app/main.tsx): the offline line at the top of the page and the update bar, in a
// root of their own (they need neither the router nor the session), and the service worker of production builds.
const host = document.createElement('div');
host.className = 'print:hidden';
document.body.prepend(host);
createRoot(host).render(
  <>
    <OfflineLine />
    <UpdatePrompt />
  </>,
);
if (import.meta.env.PROD) registerServiceWorker();
