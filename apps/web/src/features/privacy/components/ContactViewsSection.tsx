/** Placeholder until its helper lands: see PrivacySettingsPage. */
export function ContactViewsSection() {
  return null;
}
