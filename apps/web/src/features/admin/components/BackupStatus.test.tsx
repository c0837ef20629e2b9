import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BackupStatus as Status } from '@sangam/shared/admin';
import { BackupStatus } from './BackupStatus.tsx';

const last = {
  at: '2026-12-01T02:00:00.000Z',
  bytes: 5 * 1024 ** 2,
  fileName: 'sangam-sqlite-20261201-020000.zip',
  server: 'web-1',
};
const status = (fields: Partial<Status>): Status => ({
  scheduled: true,
  last,
  failure: null,
  overdue: false,
  ...fields,
});

describe('the backup status on the dashboard', () => {
  it('turns red after 48 hours without a backup, saying when the last one was made and why the next failed', () => {
    render(
      <BackupStatus
        backups={status({
          overdue: true,
          failure: { at: '2026-12-03T02:00:00.000Z', error: 'pg_dump is not on PATH' },
        })}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('bg-red-50');
    expect(alert).toHaveTextContent('No backup for more than 48 hours.');
    expect(alert).toHaveTextContent('Last backup 1 December 2026');
    expect(alert).toHaveTextContent('5.0 MB (sangam-sqlite-20261201-020000.zip)');
    expect(alert).toHaveTextContent('failed 3 December 2026');
    expect(alert).toHaveTextContent('pg_dump is not on PATH');
  });

  it('says No backup yet in red when daily backups are on and none ran', () => {
    render(<BackupStatus backups={status({ last: null, overdue: true })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^No backup yet\.\s*$/);
  });

  it('shows the last backup calmly while it is recent, and the hint while BACKUP_DIR is unset', () => {
    render(<BackupStatus backups={status({ scheduled: false })} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const line = screen.getByRole('status');
    expect(line).toHaveClass('bg-green-50');
    expect(line).toHaveTextContent('Last backup 1 December 2026');
    expect(line).toHaveTextContent(
      'Daily backups are off: set BACKUP_DIR on the server, or run npx sangam backup create.',
    );
  });
});
