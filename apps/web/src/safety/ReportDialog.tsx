import { useState, type FormEvent } from 'react';
import { REPORT_LIMITS, REPORT_REASONS, type ReportReason, type ReportSubjectType } from '@sangam/shared/moderation';
import { isApiError } from '../api/errors.ts';
import { Alert } from '../components/ui/Alert.tsx';
import { Button } from '../components/ui/Button.tsx';
import { Modal } from '../components/ui/Modal.tsx';
import { Spinner } from '../components/ui/Spinner.tsx';
import { TextAreaField } from '../components/ui/TextAreaField.tsx';
import { useT } from '../i18n/useT.ts';
import { useSubmitLabel } from '../components/ui/useSubmitLabel.ts';
import { useSendReport } from './api/sendReport.ts';

export interface ReportDialogProps {
  subjectType: ReportSubjectType;
  subjectId: string;
  onClose: () => void;
}

/** What went wrong, in words: the server's own (already reported, gone, today's most), or why nothing was sent. */
function failureText(error: unknown, t: ReturnType<typeof useT>): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return t('common.report.offline');
    if (error.serverMessage && error.status < 500) return error.serverMessage;
    if (error.status === 409) return t('common.report.duplicate');
    if (error.status === 404) return t('common.report.notFound');
    if (error.status === 429) return t('common.report.tooMany');
  }
  return t('common.report.failed');
}

/**
 * "Report this": the five reasons, an optional note and Send report. On success the thanks line replaces the form
 * (the subject stays as it is for the reporter); on a refusal the server's words show; what was chosen and written
 * stays for another try.
 */
export function ReportDialog({ subjectType, subjectId, onClose }: ReportDialogProps) {
  const t = useT();
  const label = useSubmitLabel();
  const send = useSendReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const sent = send.isSuccess;
  const closeIfIdle = () => {
    if (!send.isPending) onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason || send.isPending) return;
    const trimmed = note.trim();
    send.mutate({ subjectType, subjectId, reason, ...(trimmed ? { note: trimmed } : {}) });
  };

  return (
    <Modal open title={t('common.report.title')} onClose={closeIfIdle}>
      {sent ? (
        <div className="space-y-4">
          <Alert tone="success">{t('common.report.thanks')}</Alert>
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('common.report.close')}</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <p className="text-sm text-slate-700">{t('common.report.intro')}</p>
          <fieldset disabled={send.isPending}>
            <legend className="mb-2 text-sm font-medium text-slate-800">{t('common.report.reasonLabel')}</legend>
            <div className="space-y-2">
              {REPORT_REASONS.map((choice) => (
                <label
                  key={choice}
                  className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 text-base ${
                    reason === choice
                      ? 'border-brand-700 bg-brand-50 text-brand-900'
                      : 'border-slate-300 text-slate-800'
                  }`}
                >
                  <input
                    type="radio"
                    name="reason"
                    value={choice}
                    checked={reason === choice}
                    onChange={() => setReason(choice)}
                    className="size-5 accent-brand-700"
                  />
                  {t(`common.report.reason.${choice}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <TextAreaField
            label={t('common.report.note')}
            placeholder={t('common.report.notePlaceholder')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={REPORT_LIMITS.noteMax}
            length={note.length}
            rows={3}
            disabled={send.isPending}
          />
          {send.isError && <Alert>{failureText(send.error, t)}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
              {t('common.report.cancel')}
            </Button>
            <Button type="submit" disabled={!reason || send.isPending}>
              {send.isPending && <Spinner className="size-4" />}
              {send.isPending ? t('common.report.sending') : label(t('common.report.submit'))}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
