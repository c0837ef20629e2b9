import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { NotificationKind } from '@sangam/shared/notifications';
import { TIMING } from '@sangam/shared/limits';
import { Panel } from '../../../components/admin/Panel.tsx';
import { SaveNotices } from '../../../components/admin/SaveNotices.tsx';
import { LoadError } from '../../../components/ui/LoadError.tsx';
import { useNotice } from '../../../lib/useNotice.ts';
import { adminSiteSettingsQuery, useSavePhoneKinds } from '../api/phoneNotificationKinds.ts';
import { PhoneKindsForm } from './PhoneKindsForm.tsx';

/** The Site tab's panel of the notification kinds that may go out by WhatsApp/SMS. */
export function PhoneKindsPanel() {
  const query = useQuery(adminSiteSettingsQuery());
  const save = useSavePhoneKinds();
  const [saved, setSaved] = useNotice(TIMING.settingsSavedMs);
  // The form starts again from the stored kinds after a save only, not at a refetch while the admin ticks.
  const [formVersion, setFormVersion] = useState(0);

  const onSave = async (kinds: NotificationKind[]) => {
    setSaved(null);
    await save.mutateAsync({ settings: query.data!, kinds });
    setFormVersion((version) => version + 1);
    setSaved('WhatsApp/SMS settings saved.');
  };

  return (
    <Panel title="WhatsApp and SMS notifications">
      {query.isPending ? (
        <p className="text-sm text-slate-600">Loading message settings...</p>
      ) : query.isError || !query.data ? (
        <LoadError
          message="Could not load the message settings."
          onRetry={() => void query.refetch()}
          error={query.error}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <SaveNotices
            saved={saved}
            failed={save.isError ? 'Could not save the message settings. Please try again.' : null}
          />
          <PhoneKindsForm
            key={formVersion}
            kinds={query.data.phoneNotificationKinds}
            saving={save.isPending}
            onSave={onSave}
          />
        </>
      )}
    </Panel>
  );
}
