import { useId, type ReactNode } from 'react';
import { Button } from './Button.tsx';
import { useImagePick, type ImagePickMessages } from './useImagePick.tsx';
import { useT } from '../../i18n/useT.ts';

/** undefined: keep the stored image; null: remove it; a data URL: the new image. */
export type ImageValue = string | null | undefined;

interface ImageUploaderProps {
  label: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  /** The image already saved, shown until replaced or removed. */
  storedUrl?: string | null;
  /** Width / height of the crop and the preview (16 / 9 for listings). */
  aspect?: number;
  cropTitle?: string;
  maxEncodedChars: number;
  messages: ImagePickMessages;
  hint?: ReactNode;
  disabled?: boolean;
  /** A server-side complaint about the image. */
  error?: string;
}

/** Pick, crop, compress in the browser; the form sends the result as a data URL. */
export function ImageUploader({
  label,
  value,
  onChange,
  storedUrl = null,
  aspect = 16 / 9,
  cropTitle,
  maxEncodedChars,
  messages,
  hint,
  disabled = false,
  error,
}: ImageUploaderProps) {
  const t = useT();
  const hintId = useId();
  const pick = useImagePick({
    onPicked: onChange,
    isTooLarge: (dataUrl) => dataUrl.length > maxEncodedChars,
    messages,
    aspect,
    cropTitle: cropTitle ?? t('common.image.cropTitle'),
    error,
  });

  const shown = value === undefined ? storedUrl : value;

  return (
    <fieldset disabled={disabled} aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{label}</legend>
      {shown ? (
        <div
          className="max-w-md overflow-hidden rounded-lg border border-slate-300 bg-slate-100"
          style={{ aspectRatio: aspect }}
        >
          <img src={shown} alt={t('common.image.previewAlt')} className="size-full object-cover" />
        </div>
      ) : (
        <p className="flex h-20 max-w-md items-center justify-center rounded-lg border border-dashed border-slate-400 bg-slate-50 text-sm text-slate-600">
          {t('common.image.none')}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={pick.open}>
          {shown ? t('common.image.change') : t('common.image.choose')}
        </Button>
        {shown && (
          <Button variant="ghost" onClick={() => onChange(storedUrl ? null : undefined)}>
            {t('common.image.remove')}
          </Button>
        )}
      </div>
      {pick.fileInput}
      {hint && (
        <p id={hintId} className="mt-2 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {pick.feedback}
      {pick.cropper}
    </fieldset>
  );
}
