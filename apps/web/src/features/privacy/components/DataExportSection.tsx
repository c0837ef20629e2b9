import { useState } from 'react';
import type { DataExport } from '@sangam/shared/privacy';
import { isApiError } from '../../../api/errors.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import { useT } from '../../../i18n/useT.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDataExports, useStartDataExport } from '../api/dataExports.ts';

function ExportState({ entry }: { entry: DataExport }) {
  const t = useT();
  if (entry.status === 'pending') {
    return (
      <span className="inline-flex items-center gap-2 text-slate-700">
        <Spinner className="size-4" />
        {t('privacy.export.preparing')}
      </span>
    );
  }
  if (entry.status === 'ready' && entry.downloadUrl) {
    return (
      <span className="flex flex-wrap items-center gap-x-2 text-slate-800">
        <span className="font-semibold text-green-800">{t('privacy.export.readyLabel')}</span>
        {/* A plain link: the browser downloads it without the app (the link is signed for this member). */}
        <a
          href={entry.downloadUrl}
          download
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {t('privacy.export.download')}
        </a>
        <span className="text-sm text-slate-600">
          {t('privacy.export.until', { time: formatDateTime(entry.expiresAt) })}
        </span>
      </span>
    );
  }
  if (entry.status === 'failed') return <span className="text-red-800">{t('privacy.export.failed')}</span>;
  return <span className="text-slate-600">{t('privacy.export.expired')}</span>;
}

/** Privacy Settings -> A copy of your data: ask for one (once a day), watch it being prepared, download it. */
export function DataExportSection() {
  const t = useT();
  const query = useDataExports();
  const start = useStartDataExport();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onStart = () => {
    setNotice(null);
    start.mutate(undefined, {
      onSuccess: (reply) => setNotice({ tone: 'success', text: reply.message }),
      onError: (error) =>
        setNotice({
          tone: 'error',
          text:
            isApiError(error) && error.isNetworkError
              ? t('common.error.network')
              : isApiError(error) && error.serverMessage
                ? error.serverMessage
                : error.message,
        }),
    });
  };

  const exports = query.data?.exports ?? [];
  return (
    <TitledSection headingId="data-export-heading" title={t('privacy.export.heading')}>
      <p className="mt-1 text-slate-700">{t('privacy.export.intro')}</p>
      <Button className="mt-3" onClick={onStart} disabled={start.isPending}>
        {start.isPending && <Spinner className="size-4" />}
        {start.isPending ? t('privacy.export.starting') : t('privacy.export.button')}
      </Button>
      {notice && (
        <Alert tone={notice.tone} className="mt-3">
          {notice.text}
        </Alert>
      )}
      {exports.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold text-slate-900">{t('privacy.export.listLabel')}</h3>
          <ul className="mt-2 divide-y divide-slate-200" aria-live="polite">
            {exports.map((entry) => (
              <li key={entry._id} className="py-2">
                <p className="text-sm text-slate-600">
                  {t('privacy.export.askedOn', { date: formatDateTime(entry.createdAt) })}
                </p>
                <ExportState entry={entry} />
              </li>
            ))}
          </ul>
        </>
      )}
    </TitledSection>
  );
}
