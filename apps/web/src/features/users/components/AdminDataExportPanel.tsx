/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { useState, type FormEvent } from 'react';
import type { DataExport } from '@sangam/shared/privacy';
import { PRIVACY_LIMITS } from '@sangam/shared/privacy-messages';
import { isApiError } from '../../../api/errors.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAdminDataExports, useStartAdminDataExport } from '../api/adminDataExports.ts';

function ExportLine({ entry }: { entry: DataExport }) {
  let state;
  if (entry.status === 'pending') state = <span>Preparing…</span>;
  else if (entry.status === 'ready' && entry.downloadUrl) {
    state = (
      <span>
        Ready:{' '}
        <a href={entry.downloadUrl} download className="inline-flex min-h-11 items-center font-semibold underline">
          Download
        </a>{' '}
        (until {formatDateTime(entry.expiresAt)})
      </span>
    );
  } else if (entry.status === 'ready') state = <span>Ready (the member's own copy)</span>;
  else if (entry.status === 'failed') state = <span className="text-red-800">Failed</span>;
  else state = <span>Expired</span>;
  return (
    <li className="py-2 text-sm text-slate-800">
      <p>
        {formatDateTime(entry.createdAt)} · by {entry.requestedBy || 'unknown'}
        {entry.reason ? ` · ${entry.reason}` : ''}
      </p>
      {state}
    </li>
  );
}

/** Edit User -> Export data (written request): the member's copy, run by an admin with the request's note. */
export function AdminDataExportPanel({ userId }: { userId: string }) {
  const exports = useAdminDataExports(userId);
  const start = useStartAdminDataExport(userId);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setFieldError(undefined);
    if (reason.trim().length < PRIVACY_LIMITS.exportReasonMin) {
      setFieldError(`Describe the member's written request in at least ${PRIVACY_LIMITS.exportReasonMin} characters.`);
      return;
    }
    start.mutate(reason.trim(), {
      onSuccess: (reply) => {
        setReason('');
        setNotice({ tone: 'success', text: reply.message });
      },
      onError: (error) => {
        if (isApiError(error) && error.fields?.reason) setFieldError(error.fields.reason);
        else setNotice({ tone: 'error', text: error.message });
      },
    });
  };

  const list = exports.data?.exports ?? [];
  return (
    <section aria-labelledby="admin-data-export" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="admin-data-export" className="text-base font-bold text-slate-900">
        Export data (written request)
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        A ZIP of everything the member has on the site, for a member who asked in writing. It is audited with your note;
        the link is yours and works for 24 hours.
      </p>
      <form onSubmit={onSubmit} className="mt-3 space-y-3" noValidate>
        <TextAreaField
          label="The member's written request"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={PRIVACY_LIMITS.exportReasonMax}
          length={reason.length}
          rows={3}
          error={fieldError}
        />
        <Button type="submit" variant="secondary" disabled={start.isPending}>
          {start.isPending && <Spinner className="size-4" />}
          {start.isPending ? 'Starting…' : 'Export data'}
        </Button>
      </form>
      {notice && (
        <Alert tone={notice.tone} className="mt-3">
          {notice.text}
        </Alert>
      )}
      {list.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200" aria-label="Copies of this member's data">
          {list.map((entry) => (
            <ExportLine key={entry._id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
