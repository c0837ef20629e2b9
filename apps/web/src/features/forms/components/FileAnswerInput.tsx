import { useState } from 'react';
import type { FileAnswer } from '@sangam/shared/forms';
import { messageOr } from '../../../api/errors.ts';
import { useUpload } from '../../../api/useUpload.ts';
import { UploadProgress } from '../../../components/ui/UploadProgress.tsx';
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
  const upload = useUpload();
  const [failure, setFailure] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    setFailure(null);
    if (!file) return;
    if (!uploadPath) {
      setFailure('Files are not uploaded in a preview.');
      return;
    }
    const body = new FormData();
    body.append('file', file);
    try {
      const reply = await upload.send<FormFileReply>(uploadPath, body);
      onChange(reply.file);
    } catch (error) {
      setFailure(messageOr(error, 'The file could not be uploaded. Please try again.'));
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
            Remove file
          </button>
        </div>
      ) : (
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,application/pdf"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          disabled={upload.uploading}
          onChange={(event) => void pick(event.target.files?.[0])}
          className="block min-h-11 w-full text-base text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:font-medium"
        />
      )}
      <p className="mt-1 text-sm text-slate-600">An image or a PDF.</p>
      {upload.uploading && <UploadProgress percent={upload.progress} />}
      {failure && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
