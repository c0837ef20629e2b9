import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageStatus } from '../ui/PageStatus.tsx';
import { Tabs } from '../ui/Tabs.tsx';

export interface SettingsTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * The tabs of /admin/settings (each panel a feature's screen, composed by the router); the chosen tab is in
 * the URL (?tab=), so a reload or a shared link opens it. The first tab is the default.
 */
export function SettingsTabs({ tabs }: { tabs: SettingsTab[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const first = tabs[0]?.id ?? '';
  const current = tabs.some((tab) => tab.id === searchParams.get('tab')) ? searchParams.get('tab')! : first;

  const onChange = (id: string) =>
    setSearchParams(
      (params) => {
        if (id === first) params.delete('tab');
        else params.set('tab', id);
        return params;
      },
      { replace: true },
    );

  return (
    <Tabs
      label="Settings"
      value={current}
      onChange={onChange}
      tabs={tabs.map((tab) => ({
        ...tab,
        panel: <Suspense fallback={<PageStatus text="Loading..." />}>{tab.panel}</Suspense>,
      }))}
    />
  );
}
