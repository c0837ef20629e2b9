import { BACKUP_OVERDUE_HOURS, type BackupStatus as Status } from '@sangam/shared/admin';
import { Alert } from '../../../components/ui/Alert.tsx';
import { formatDateTime } from '../../../lib/format.ts';

const size = (bytes: number) =>
  bytes < 1024 ** 2 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/**
 * The site's backups: every photo and PDF is in the database, so a missing backup loses everything. Red after
 * BACKUP_OVERDUE_HOURS without a backup read back whole (or none yet while daily backups are on); a hint while
 * they are off.
 */
export function BackupStatus({ backups }: { backups: Status }) {
  const { last, failure, overdue, scheduled } = backups;
  const lastLine = last && `Last backup ${formatDateTime(last.at)}, ${size(last.bytes)} (${last.fileName}).`;
  const failureLine = failure && `The latest attempt failed ${formatDateTime(failure.at)}: ${failure.error}`;
  const offHint = !scheduled && (
    <>
      Daily backups are off: set <code>BACKUP_DIR</code> on the server, or run <code>npx sangam backup create</code>.
    </>
  );
  if (overdue)
    return (
      <Alert className="mb-5">
        <strong>{last ? `No backup for more than ${BACKUP_OVERDUE_HOURS} hours.` : 'No backup yet.'}</strong> {lastLine}{' '}
        {failureLine} {offHint}
      </Alert>
    );
  return (
    <Alert tone={failure ? 'warning' : last ? 'success' : 'info'} className="mb-5">
      {lastLine} {failureLine} {offHint}
    </Alert>
  );
}
