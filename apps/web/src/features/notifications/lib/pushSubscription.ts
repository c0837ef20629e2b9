import type { PushSubscriptionView } from '@sangam/shared/push';
import { api } from '../../../api/client.ts';
import { isApiError } from '../../../api/errors.ts';
import { isAppleMobile, isStandalone } from '../../../pwa/displayMode.ts';

/** What this browser can do about push: nothing, nothing until installed (iPhone Safari), or ask. */
export type PushSupport = 'unsupported' | 'iphone' | 'supported';

// The id the server gave this browser's subscription, to take it off again.
const ID_KEY = 'sangam.pushSubscriptionId';
/** How long a first visit's service worker (pwa/) may take to install before saying so. */
const ACTIVE_WAIT_MS = 10_000;

export function pushSupport(): PushSupport {
  const able = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  // iPhone Safari has push only in the app added to the home screen.
  if (isAppleMobile() && !isStandalone()) return 'iphone';
  return able ? 'supported' : 'unsupported';
}

/** A failure said in the screen's words (the catalogue id), when the server said nothing itself. */
export class PushStepError extends Error {}

/** The server keeps (again) this browser's subscription, bound to the current session; its id is kept here. */
async function keepOnServer(subscription: PushSubscription): Promise<void> {
  const saved = await api.post<PushSubscriptionView>('/push/subscriptions', subscription.toJSON());
  localStorage.setItem(ID_KEY, saved._id);
}

/**
 * This browser's subscription, if push is on here (without waiting for a service worker that is not there). The
 * server is told it again (the same reply when it still has it): it may have forgotten it, with the session it was
 * bound to. Should that fail, the browser's word stands.
 */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = (await registration?.pushManager.getSubscription()) ?? null;
  if (!subscription || !localStorage.getItem(ID_KEY)) return null;
  await keepOnServer(subscription).catch(() => undefined);
  return subscription;
}

/**
 * The page's own registration once its worker runs, waiting a little for one still installing. Not
 * `navigator.serviceWorker.ready`, which may give a registration unregistered since (at logout).
 */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.getRegistration();
  const installing = registration && !registration.active && registration.installing;
  if (installing) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ACTIVE_WAIT_MS);
      installing.addEventListener('statechange', () => {
        if (installing.state !== 'activated' && installing.state !== 'redundant') return;
        clearTimeout(timer);
        resolve();
      });
    });
  }
  if (!registration?.active) throw new PushStepError('notifications.push.notReady');
  return registration;
}

/** The VAPID key as the browser takes it: base64url to bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/**
 * Push on in this browser: the permission (false when it was not given), the browser's subscription with the
 * server's key, then the server keeps it. Should the server refuse it, the browser's is taken off again.
 */
export async function turnPushOn(): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const { publicKey } = await api.get<{ publicKey: string }>('/push/public-key');
  const registration = await activeRegistration();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  try {
    await keepOnServer(subscription);
  } catch (error) {
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return true;
}

/** Push off in this browser: the browser's subscription, then the server's record (already gone is fine). */
export async function turnPushOff(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
  const id = localStorage.getItem(ID_KEY);
  if (id) {
    await api.delete(`/push/subscriptions/${encodeURIComponent(id)}`).catch((error: unknown) => {
      if (!isApiError(error) || error.status !== 404) throw error;
    });
  }
  localStorage.removeItem(ID_KEY);
}
