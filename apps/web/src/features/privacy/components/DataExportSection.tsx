/** Placeholder until its helper lands: see PrivacySettingsPage. */
export function DataExportSection() {
  return null;
}
