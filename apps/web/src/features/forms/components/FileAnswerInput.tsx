import { useState } from 'react';
import type { FileAnswer } from '@sangam/shared/forms';
import { messageOr } from '../../../api/errors.ts';
import { useUpload } from '../../../api/useUpload.ts';
import { UploadProgress } from '../../../components/ui/UploadProgress.tsx';
import { useT } from '../../../i18n/useT.ts';
import type { FormFileReply } from '../api/uploadFormFile.ts';

interface FileAnswerInputProps {
  id: string;
  value: FileAnswer | undefined;
  onChange: (file: FileAnswer | undefined) => void;
  /** Where the file goes; null in a preview, where nothing is stored. */
  uploadPath: string | null;
  describedBy?: string;
  invalid?: boolean;
}

/** A file field: the file is uploaded as soon as it is chosen, and the answer is the stored file's reference. */
export function FileAnswerInput({ id, value, onChange, uploadPath, describedBy, invalid }: FileAnswerInputProps) {
  const t = useT();
  const upload = useUpload();
  const [failure, setFailure] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    setFailure(null);
    if (!file) return;
    if (!uploadPath) {
      setFailure(t('forms.file.notInPreview'));
      return;
    }
    const body = new FormData();
    body.append('file', file);
    try {
      const reply = await upload.send<FormFileReply>(uploadPath, body);
      onChange(reply.file);
    } catch (error) {
      setFailure(messageOr(error, t('forms.file.uploadFailed')));
    }
  };

  return (
    <div>
      {value ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
          <span className="font-medium break-all">{value.name}</span>
          <button
            type="button"
            className="min-h-11 rounded-lg border border-slate-300 px-3 font-medium hover:bg-slate-50"
            onClick={() => onChange(undefined)}
          >
            {t('forms.file.remove')}
          </button>
        </div>
      ) : (
        // The browser's own chooser words ("Choose File") follow its language, not the site's: the input is kept
        // for keyboards and screen readers, and the words drawn are ours.
        <div className="flex flex-wrap items-center gap-3">
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,application/pdf"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            disabled={upload.uploading}
            onChange={(event) => void pick(event.target.files?.[0])}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-slate-100 px-3 text-base font-medium text-slate-800 peer-focus-visible:outline-2 peer-focus-visible:outline-[var(--form-primary)] peer-disabled:cursor-default peer-disabled:opacity-60 hover:bg-slate-200"
          >
            {t('forms.file.choose')}
          </label>
          <span aria-hidden="true" className="text-sm text-slate-600">
            {t('forms.file.noneChosen')}
          </span>
        </div>
      )}
      <p className="mt-1 text-sm text-slate-600">{t('forms.file.hint')}</p>
      {upload.uploading && <UploadProgress percent={upload.progress} />}
      {failure && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
