/** Placeholder until its helper lands: see PrivacySettingsPage. */
export function ConsentsSection() {
  return null;
}
