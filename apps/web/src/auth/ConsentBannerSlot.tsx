import { Suspense, useContext } from 'react';
import { createPortal } from 'react-dom';
import { lazyWithWords } from '../i18n/lazyWithWords.ts';
import { CONSENT_BANNER_ID } from '../layout/consentBannerId.ts';
import { useConsentRequired } from './consentFlag.ts';
import { SessionContext } from './sessionContext.ts';

// The banner's code and words load only for a member asked to agree again: nothing on anyone's first paint.
const ConsentBanner = lazyWithWords('privacy', () => import('./ConsentBanner.tsx').then((m) => m.ConsentBanner));

/**
 * The re-consent banner while the signed-in member has a Terms and Privacy Policy version to agree to: drawn in
 * RootLayout's place under the navbar when there is one (else where it stands). Outside a session, nothing.
 */
export function ConsentBannerSlot() {
  const session = useContext(SessionContext);
  const version = useConsentRequired();
  if (!session || session.status !== 'authenticated' || !version) return null;
  if (session.user?.accountStatus === 'suspended') return null;
  const banner = (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
  const place = document.getElementById(CONSENT_BANNER_ID);
  return place ? createPortal(banner, place) : banner;
}
