import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { Area } from 'react-easy-crop';
import { UPLOADS } from '@sangam/shared/limits';
import { cropAndCompress, isImageFile, loadImage } from '../../lib/imageCompression.ts';
import { Button } from './Button.tsx';

/** undefined: keep the stored image; null: remove it; a data URL: the new image. */
export type ImageValue = string | null | undefined;

export interface ImageUploaderMessages {
  /** The picked file is not an image the browser can read. */
  notImage: string;
  /** The compressed data URL is still longer than `maxEncodedChars`. */
  tooLarge: string;
  /** Shown (as a warning, not a refusal) for files above 4 MB, before compression. */
  largeFile?: string;
}

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
  messages: ImageUploaderMessages;
  hint?: ReactNode;
  disabled?: boolean;
  /** A server-side complaint about the image. */
  error?: string;
}

// The cropper (and its library) downloads only when someone actually picks an image.
const ImageCropper = lazy(() => import('./ImageCropper.tsx').then((m) => ({ default: m.ImageCropper })));

const PROCESS_FAILED = 'The image could not be processed. Please try another image.';

/** Pick, crop, compress in the browser; the form sends the result as a data URL. */
export function ImageUploader({
  label,
  value,
  onChange,
  storedUrl = null,
  aspect = 16 / 9,
  cropTitle = 'Crop Image',
  maxEncodedChars,
  messages,
  hint,
  disabled = false,
  error,
}: ImageUploaderProps) {
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [cropSrc, setCropSrc] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);

  // Object URLs hold the whole file in memory until revoked.
  useEffect(() => {
    if (!cropSrc) return;
    return () => URL.revokeObjectURL(cropSrc);
  }, [cropSrc]);

  const shown = value === undefined ? storedUrl : value;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still fires a change
    if (!file) return;
    setPickError(null);
    setWarning(null);
    if (!isImageFile(file)) {
      setPickError(messages.notImage);
      return;
    }
    if (messages.largeFile && file.size > UPLOADS.warnAboveBytes) setWarning(messages.largeFile);
    const url = URL.createObjectURL(file);
    try {
      await loadImage(url); // formats the browser cannot decode (e.g. HEIC) fail here, not in the cropper
      setCropSrc(url);
    } catch {
      URL.revokeObjectURL(url);
      setPickError(messages.notImage);
    }
  };

  const onApply = async (area: Area) => {
    if (!cropSrc) return;
    setBusy(true);
    try {
      const dataUrl = await cropAndCompress(cropSrc, area);
      if (dataUrl.length > maxEncodedChars) setPickError(messages.tooLarge);
      else {
        setWarning(null);
        onChange(dataUrl);
      }
    } catch {
      setPickError(PROCESS_FAILED);
    } finally {
      setBusy(false);
      setCropSrc(null);
    }
  };

  const message = pickError ?? error;

  return (
    <fieldset disabled={disabled} aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{label}</legend>
      {shown ? (
        <div className="max-w-md overflow-hidden rounded-lg border border-slate-300 bg-slate-100" style={{ aspectRatio: aspect }}>
          <img src={shown} alt="Selected image preview" className="size-full object-cover" />
        </div>
      ) : (
        <p className="flex h-20 max-w-md items-center justify-center rounded-lg border border-dashed border-slate-400 bg-slate-50 text-sm text-slate-600">
          No image selected
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => inputRef.current?.click()}>
          {shown ? 'Change Image' : 'Choose Image'}
        </Button>
        {shown && (
          <Button variant="ghost" onClick={() => onChange(storedUrl ? null : undefined)}>
            Remove Image
          </Button>
        )}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void onFile(event)}
      />
      {hint && (
        <p id={hintId} className="mt-2 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {warning && !message && (
        <p role="status" className="mt-1 text-sm text-amber-800">
          {warning}
        </p>
      )}
      {message && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
      {cropSrc && (
        <Suspense fallback={null}>
          <ImageCropper
            image={cropSrc}
            aspect={aspect}
            title={cropTitle}
            busy={busy}
            onCancel={() => setCropSrc(null)}
            onApply={(area) => void onApply(area)}
          />
        </Suspense>
      )}
    </fieldset>
  );
}
