// The web app's `zod` (aliased in vite.config.ts). On its first parse of an object Zod probes whether it may
// compile a faster parser with `new Function`; the site's CSP refuses eval, so the browser records a CSP
// violation (Lighthouse's best practices count it). Jitless, Zod never tries; its interpreted parser is
// ample for forms.
import { config } from 'zod/v4';

export * from 'zod/v4';
export { z, default } from 'zod/v4';

config({ jitless: true });
