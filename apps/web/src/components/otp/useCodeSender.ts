import { useCallback, useState, useSyncExternalStore } from 'react';
import type { OtpReply } from '@sangam/shared/auth';
import { isApiError } from '../../api/errors.ts';

export type SendResult = { ok: true; reply: OtpReply } | { ok: false; error: unknown };

/** Seconds left until `until` (a Date.now() time), redrawn every second while there are any. */
function useSecondsUntil(until: number): number {
  const subscribe = useCallback(
    (redraw: () => void) => {
      if (until <= Date.now()) return () => undefined;
      // Read from the clock, not counted in ticks: a phone that slept with the tab open shows the true wait.
      const timer = setInterval(() => {
        redraw();
        if (Date.now() >= until) clearInterval(timer);
      }, 250);
      return () => clearInterval(timer);
    },
    [until],
  );
  const secondsLeft = useCallback(() => Math.max(0, Math.ceil((until - Date.now()) / 1_000)), [until]);
  return useSyncExternalStore(subscribe, secondsLeft, () => 0);
}

/**
 * Asking for a one-time code: the server's reply (its message, test mode), the wait before another may be asked for
 * (the reply's resendAfter, or a 429's Retry-After) and the refusal's words. The caller places other errors (a bad
 * phone number, say) at its own fields.
 */
export function useCodeSender() {
  const [reply, setReply] = useState<OtpReply | null>(null);
  const [sending, setSending] = useState(false);
  /** The server's words of a refused request (a 429's "Please wait ..."), shown at the code or phone field. */
  const [waitMessage, setWaitMessage] = useState<string | null>(null);
  const [waitUntil, setWaitUntil] = useState(0);
  const secondsLeft = useSecondsUntil(waitUntil);

  const request = useCallback(async (send: () => Promise<OtpReply>): Promise<SendResult> => {
    setSending(true);
    setWaitMessage(null);
    try {
      const sent = await send();
      setReply(sent);
      setWaitUntil(Date.now() + sent.resendAfter * 1_000);
      return { ok: true, reply: sent };
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        setWaitMessage(error.message);
        if (error.retryAfter !== undefined) setWaitUntil(Date.now() + error.retryAfter * 1_000);
      }
      return { ok: false, error };
    } finally {
      setSending(false);
    }
  }, []);

  /** Back to no code asked for (the phone number changed); a wait the server asked for still holds. */
  const reset = useCallback(() => {
    setReply(null);
    setWaitMessage(null);
  }, []);

  // The wait's words go once the wait is over.
  return { reply, sending, waitMessage: secondsLeft > 0 ? waitMessage : null, secondsLeft, request, reset };
}

export type CodeSender = ReturnType<typeof useCodeSender>;
