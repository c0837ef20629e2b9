/** Opened as the installed app (Android, desktop), or from the iPhone's home screen. */
export const isStandalone = () =>
  matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** An iPhone or iPad (iPadOS Safari says it is a Mac; a touch screen tells it apart). */
export const isAppleMobile = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
