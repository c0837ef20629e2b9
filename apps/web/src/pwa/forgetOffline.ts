/**
 * Logout and Clear Cache: every Cache Storage cache deleted and the service worker unregistered, so nothing a member
 * read stays on the phone. The worker still serves this page until it goes, told to keep nothing more meanwhile;
 * the next page load registers a fresh one, which precaches the app again.
 */
export async function forgetOfflineCopies(): Promise<void> {
  try {
    const workers = navigator.serviceWorker;
    if (workers) {
      workers.controller?.postMessage({ type: 'FORGET' });
      const registrations = await workers.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
    }
    if ('caches' in window) {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
  } catch {
    // No service worker or Cache Storage here (an insecure origin, a private window): nothing kept there then.
  }
}
