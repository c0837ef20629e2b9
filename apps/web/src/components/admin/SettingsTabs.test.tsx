import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SettingsTabs } from './SettingsTabs.tsx';

function Where() {
  const location = useLocation();
  return <p>at {location.search || 'no query'}</p>;
}

const show = (at: string) =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <SettingsTabs
        tabs={[
          { id: 'directory', label: 'Directory', panel: <p>Directory panel</p> },
          { id: 'site', label: 'Site', panel: <p>Site panel</p> },
        ]}
      />
      <Where />
    </MemoryRouter>,
  );

describe('SettingsTabs', () => {
  it('opens on Directory and keeps the chosen tab in the URL', async () => {
    show('/admin/settings');
    expect(screen.getByRole('tab', { name: 'Directory' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Directory panel')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Site' }));
    expect(screen.getByText('Site panel')).toBeInTheDocument();
    expect(screen.queryByText('Directory panel')).not.toBeInTheDocument();
    expect(screen.getByText('at ?tab=site')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Directory' }));
    expect(screen.getByText('at no query')).toBeInTheDocument();
  });

  it('a link with ?tab=site opens the Site tab; an unknown tab falls back to Directory', () => {
    show('/admin/settings?tab=site');
    expect(screen.getByRole('tab', { name: 'Site' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Site panel')).toBeInTheDocument();
  });

  it('an unknown tab falls back to the first', () => {
    show('/admin/settings?tab=nope');
    expect(screen.getByText('Directory panel')).toBeInTheDocument();
  });
});
