// Chromium's install offer may come right after load, before the install code (pwa/install.ts, loaded after the
// first paint) is here: kept from the start for it, its mini-infobar held back for the menu entry and the hint.
export const kept: { prompt?: Event } = {};
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  kept.prompt = event;
});
