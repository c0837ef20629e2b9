/** Uncaught errors and unhandled rejections are logged and kept from surfacing as browser errors (spec section 8). */
export function installGlobalErrorHandlers(): void {
  window.addEventListener('error', (event) => {
    console.error('Unhandled error:', event.error ?? event.message);
    event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    console.error('Unhandled promise rejection:', event.reason);
    event.preventDefault();
  });
}
