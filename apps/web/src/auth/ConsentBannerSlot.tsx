import { Suspense } from 'react';
import { lazyWithWords } from '../i18n/lazyWithWords.ts';
import { useSession } from './sessionContext.ts';

// The banner's code and words load only for a member asked to agree again: nothing on anyone's first paint.
const ConsentBanner = lazyWithWords('privacy', () => import('./ConsentBanner.tsx').then((m) => m.ConsentBanner));

/** Where the re-consent banner appears under the navbar, while the signed-in member has a version to agree to. */
export function ConsentBannerSlot() {
  const { status, user, consentRequired } = useSession();
  if (status !== 'authenticated' || !consentRequired || user?.accountStatus === 'suspended') return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
