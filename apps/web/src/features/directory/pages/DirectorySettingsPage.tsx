import type { DirectoryConfig } from '@sangam/shared/directory';
import { DIRECTORY_MESSAGES } from '@sangam/shared/directory-messages';
import { TIMING } from '@sangam/shared/limits';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { FirstLoad } from '../../../components/admin/ListStates.tsx';
import { Panel } from '../../../components/admin/Panel.tsx';
import { useNotice } from '../../../lib/useNotice.ts';
import { useDirectoryConfig } from '../api/getDirectoryConfig.ts';
import { useSaveDirectoryConfig } from '../api/saveDirectoryConfig.ts';
import { DirectoryCountCards } from '../components/DirectoryCountCards.tsx';
import { DirectorySettingsForm } from '../components/DirectorySettingsForm.tsx';

const LOAD_FAILED = 'Failed to load directory configuration. Please try again.';
const SAVE_FAILED = 'Failed to save changes. Please try again.';

export function DirectorySettingsPage() {
  const { data, isPending, isError, isFetching, refetch, dataUpdatedAt } = useDirectoryConfig();
  const save = useSaveDirectoryConfig();
  // The spec shows the success message for 3 s.
  const [saved, setSaved] = useNotice(TIMING.settingsSavedMs);

  const onSave = (config: DirectoryConfig) => {
    setSaved(null);
    save.mutate(config, { onSuccess: () => setSaved(DIRECTORY_MESSAGES.configSaved) });
  };

  const onRefresh = () => {
    setSaved(null);
    save.reset();
    void refetch();
  };

  const header = (
    <AdminPageHeader title="Directory Settings" subtitle="Choose who members see in the directory.">
      <Button variant="secondary" onClick={onRefresh} disabled={isFetching || save.isPending}>
        {isFetching ? 'Refreshing...' : 'Refresh'}
      </Button>
    </AdminPageHeader>
  );

  if (isPending || isError) {
    return (
      <>
        {header}
        <FirstLoad
          error={isError}
          query={{ isFetching, refetch }}
          loading="Loading directory settings..."
          failed={LOAD_FAILED}
        />
      </>
    );
  }

  return (
    <>
      {header}
      <DirectoryCountCards counts={data.counts} />
      <Panel title="Directory rules" className="mt-5">
        {saved && (
          <Alert tone="success" className="mb-4">
            {saved}
          </Alert>
        )}
        {save.isError && <Alert className="mb-4">{SAVE_FAILED}</Alert>}
        {/* Keyed by the download time: a refresh or a save shows the server's values. */}
        <DirectorySettingsForm key={dataUpdatedAt} config={data.config} saving={save.isPending} onSave={onSave} />
      </Panel>
    </>
  );
}
