// Admin screen: English for now (issue 32); its texts are not drawn through the catalogues.
import type { DirectoryConfig } from '@sangam/shared/directory';
import { DIRECTORY_MESSAGES } from '@sangam/shared/directory-messages';
import { TIMING } from '@sangam/shared/limits';
import { Button } from '../../../components/ui/Button.tsx';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { QueryScreen } from '../../../components/admin/QueryScreen.tsx';
import { Panel } from '../../../components/admin/Panel.tsx';
import { SaveNotices } from '../../../components/admin/SaveNotices.tsx';
import { useNotice } from '../../../lib/useNotice.ts';
import { useT } from '../../../i18n/useT.ts';
import { useDirectoryConfig } from '../api/getDirectoryConfig.ts';
import { useSaveDirectoryConfig } from '../api/saveDirectoryConfig.ts';
import { DirectoryCountCards } from '../components/DirectoryCountCards.tsx';
import { DirectorySettingsForm } from '../components/DirectorySettingsForm.tsx';

const LOAD_FAILED = 'Failed to load directory configuration. Please try again.';
const SAVE_FAILED = 'Failed to save changes. Please try again.';

export function DirectorySettingsPage() {
  const t = useT();
  const query = useDirectoryConfig();
  const { isFetching, refetch, dataUpdatedAt } = query;
  const save = useSaveDirectoryConfig();
  // The spec shows the success message for 3 s.
  const [saved, setSaved] = useNotice(TIMING.settingsSavedMs);

  const onSave = (config: DirectoryConfig) => {
    setSaved(null);
    save.mutate(config, { onSuccess: () => setSaved(t(DIRECTORY_MESSAGES.configSaved)) });
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

  return (
    <QueryScreen header={header} query={query} loading="Loading directory settings..." failed={LOAD_FAILED}>
      {(data) => (
        <>
          <DirectoryCountCards counts={data.counts} />
          <Panel title="Directory rules" className="mt-5">
            <SaveNotices saved={saved} failed={save.isError ? SAVE_FAILED : null} />
            {/* Keyed by the download time: a refresh or a save shows the server's values. */}
            <DirectorySettingsForm key={dataUpdatedAt} config={data.config} saving={save.isPending} onSave={onSave} />
          </Panel>
        </>
      )}
    </QueryScreen>
  );
}
