import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TIMING } from '@sangam/shared/limits';
import { SITE_SETTINGS_MESSAGES } from '@sangam/shared/site-settings-messages';
import { siteSettingsQuery } from '../../../api/siteSettings.ts';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { QueryScreen } from '../../../components/admin/QueryScreen.tsx';
import { Panel } from '../../../components/admin/Panel.tsx';
import { SaveNotices } from '../../../components/admin/SaveNotices.tsx';
import { useNotice } from '../../../lib/useNotice.ts';
import { useSaveSiteSettings } from '../api/saveSiteSettings.ts';
import { PhoneKindsPanel } from '../components/PhoneKindsPanel.tsx';
import { SiteSettingsForm, type SiteSettingsFormValues } from '../components/SiteSettingsForm.tsx';

/**
 * The Site tab of /admin/settings: contact details, links and leadership shown across the site, and which
 * notifications may go out by WhatsApp/SMS.
 */
export function SiteSettingsPage() {
  // An admin edits what the server holds now, not a copy cached earlier in the visit.
  const query = useQuery({ ...siteSettingsQuery(), staleTime: 0 });
  const save = useSaveSiteSettings();
  const [saved, setSaved] = useNotice(TIMING.settingsSavedMs);
  // The form starts again from the stored values after a save only: a refetch while the admin types (the one on
  // opening the page, or on returning to the tab) must not wipe what they typed.
  const [formVersion, setFormVersion] = useState(0);

  const onSave = async (settings: SiteSettingsFormValues) => {
    setSaved(null);
    await save.mutateAsync(settings);
    setFormVersion((version) => version + 1);
    setSaved(SITE_SETTINGS_MESSAGES.saved);
  };

  const header = (
    <AdminPageHeader
      title="Site Settings"
      subtitle="Contact details, links and leadership shown in the footer, help pages, upgrade page and About page."
    />
  );

  // Settings kept from earlier in the visit are shown only once the server has confirmed them.
  const pending = query.isPending || (query.isFetching && !query.isFetchedAfterMount);
  return (
    <QueryScreen
      header={header}
      query={query}
      pending={pending}
      loading="Loading site settings..."
      failed={SITE_SETTINGS_MESSAGES.loadFailed}
    >
      {(settings) => (
        <div className="space-y-6">
          <Panel title="Site details">
            <SaveNotices saved={saved} failed={save.isError ? SITE_SETTINGS_MESSAGES.saveFailed : null} />
            {/* After a save the form shows the values as stored (phones as 10 digits). */}
            <SiteSettingsForm key={formVersion} settings={settings} saving={save.isPending} onSave={onSave} />
          </Panel>
          <PhoneKindsPanel />
        </div>
      )}
    </QueryScreen>
  );
}
