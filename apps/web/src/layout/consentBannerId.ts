/** Where the re-consent banner is drawn, under the navbar (RootLayout holds the place, the footer's code fills it). */
export const CONSENT_BANNER_ID = 'consent-banner';
