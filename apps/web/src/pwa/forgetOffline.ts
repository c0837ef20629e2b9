/**
 * Logout and Clear Cache: every Cache Storage cache and Workbox's expiration records (which name every reply kept)
 * deleted and the service worker unregistered, so nothing a member read stays on the phone. The worker, told to keep
 * nothing more, still serves this page until it goes: a page it controlled loads again (unless the caller reloads it
 * anyway), so that no member signs in under a worker on its way out; the fresh page registers a new one.
 */
export async function forgetOfflineCopies({ reload = true }: { reload?: boolean } = {}): Promise<void> {
  let controlled = false;
  try {
    const workers = navigator.serviceWorker;
    if (workers) {
      controlled = workers.controller !== null;
      workers.controller?.postMessage({ type: 'FORGET' });
      const registrations = await workers.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
    }
    if ('caches' in window) {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
    if ('indexedDB' in window) await deleteExpirationRecords();
  } catch {
    // No service worker or Cache Storage here (an insecure origin, a private window): nothing kept there then.
  }
  if (controlled && reload) window.location.reload();
}

/**
 * The worker holds the database open until it stops: the deletion then waits ("blocked") and is done once it has
 * gone, so this waits only for it to be asked.
 */
function deleteExpirationRecords(): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase('workbox-expiration');
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
