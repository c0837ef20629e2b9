import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Area } from 'react-easy-crop';
import { UPLOADS } from '@sangam/shared/limits';
import { cropAndCompress, isImageFile, loadImage } from '../../lib/imageCompression.ts';
import { say, translate, useT } from '../../i18n/useT.ts';

// The cropper (and its library) downloads only when someone actually picks an image.
const ImageCropper = lazy(() => import('./ImageCropper.tsx').then((m) => ({ default: m.ImageCropper })));

export interface ImagePickMessages {
  /** The picked file is not an image the browser can read. */
  notImage: string;
  /** The compressed data URL is still too large (see `isTooLarge`). */
  tooLarge: string;
  /** Shown (as a warning, not a refusal) for files above 4 MB, before compression. */
  largeFile?: string;
  /** Cropping or compressing failed. */
  processFailed?: string;
}

interface ImagePickOptions {
  /** Receives the cropped, compressed image as a data URL. */
  onPicked: (dataUrl: string) => void;
  /** Whether the compressed data URL is still over the caller's limit. */
  isTooLarge: (dataUrl: string) => boolean;
  messages: ImagePickMessages;
  /** Width / height of the crop. */
  aspect: number;
  cropShape?: 'rect' | 'round';
  cropTitle: string;
  /** A server-side complaint about the image, shown when the pick itself has none. */
  error?: string;
}

/**
 * Pick -> validate -> crop -> compress, in the browser. Returns `open` (shows the file picker) and the
 * pieces to render: the hidden file input, the warning / error lines and the (lazy) crop dialog.
 */
export function useImagePick({
  onPicked,
  isTooLarge,
  messages,
  aspect,
  cropShape,
  cropTitle,
  error,
}: ImagePickOptions) {
  useT(); // the feedback redraws in the new language on a switch
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
      if (isTooLarge(dataUrl)) setPickError(messages.tooLarge);
      else {
        setWarning(null);
        onPicked(dataUrl);
      }
    } catch {
      setPickError(messages.processFailed ?? translate('common.image.processFailed'));
    } finally {
      setBusy(false);
      setCropSrc(null);
    }
  };

  const message = pickError ?? error;

  const fileInput = (
    <input
      ref={inputRef}
      type="file"
      accept="image/*"
      hidden
      tabIndex={-1}
      aria-hidden="true"
      onChange={(event) => void onFile(event)}
    />
  );

  const feedback = (
    <>
      {warning && !message && (
        <p role="status" className="mt-1 text-sm text-amber-800">
          {say(warning)}
        </p>
      )}
      {message && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {say(message)}
        </p>
      )}
    </>
  );

  const cropper = cropSrc && (
    <Suspense fallback={null}>
      <ImageCropper
        image={cropSrc}
        aspect={aspect}
        cropShape={cropShape}
        title={cropTitle}
        busy={busy}
        onCancel={() => setCropSrc(null)}
        onApply={(area) => void onApply(area)}
      />
    </Suspense>
  );

  return { open: () => inputRef.current?.click(), fileInput, feedback, cropper };
}
