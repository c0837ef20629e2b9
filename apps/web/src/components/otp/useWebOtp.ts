import { useEffect, useRef } from 'react';

/** The WebOTP API's credential (Chrome on Android); not yet in TypeScript's DOM types. */
type OtpCredential = Credential & { code: string };

/**
 * WebOTP: on Chrome for Android, an SMS whose last line is "@<this site> #<code>" offers its code above the keyboard,
 * and the member's tap hands it here. Listens while `active`, again for each code `sent`; stops on unmount (an open request would hold the next).
 */
export function useWebOtp(active: boolean, onCode: (code: string) => void, sent?: unknown): void {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);
  useEffect(() => {
    if (!active || typeof window === 'undefined' || !('OTPCredential' in window) || !navigator.credentials) {
      return undefined;
    }
    const controller = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (code) latest.current(code);
      })
      .catch(() => undefined); // aborted, refused or timed out: the member types the code
    return () => controller.abort();
    // A new code (`sent` changes) listens again: the last request ended with the last SMS or its dismissal.
  }, [active, sent]);
}
