import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { Area } from 'react-easy-crop';
import { LISTING_MESSAGES } from '@sangam/shared/listing-messages';
import { UPLOADS } from '@sangam/shared/limits';
import { Avatar } from '../../../components/ui/Avatar.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { cropAndCompress, dataUrlBytes, isImageFile, loadImage } from '../../../lib/imageCompression.ts';
import type { PhotoValue } from '../lib/userForm.ts';

// The cropper (and its library) downloads only when an admin actually picks a photo.
const ImageCropper = lazy(() =>
  import('../../../components/ui/ImageCropper.tsx').then((m) => ({ default: m.ImageCropper })),
);

const PROCESS_FAILED = 'The photo could not be processed. Please try another image.';
const MB = 1024 * 1024;

interface UserPhotoFieldProps {
  name: string;
  storedUrl: string | null;
  value: PhotoValue;
  onChange: (value: PhotoValue) => void;
  disabled?: boolean;
  error?: string;
}

/** Pick, crop round (1:1), compress in the browser; the form sends a data URL. */
export function UserPhotoField({ name, storedUrl, value, onChange, disabled = false, error }: UserPhotoFieldProps) {
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
      setPickError(LISTING_MESSAGES.imageNotImage);
      return;
    }
    if (file.size > UPLOADS.warnAboveBytes) setWarning(LISTING_MESSAGES.imageLargeWarning);
    const url = URL.createObjectURL(file);
    try {
      await loadImage(url); // formats the browser cannot decode (e.g. HEIC) fail here, not in the cropper
      setCropSrc(url);
    } catch {
      URL.revokeObjectURL(url);
      setPickError(LISTING_MESSAGES.imageNotImage);
    }
  };

  const onApply = async (area: Area) => {
    if (!cropSrc) return;
    setBusy(true);
    try {
      const dataUrl = await cropAndCompress(cropSrc, area);
      if (dataUrlBytes(dataUrl) > UPLOADS.storedImageMaxBytes) setPickError(LISTING_MESSAGES.imageStillTooLarge);
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
    <fieldset disabled={disabled} aria-describedby={hintId}>
      <legend className="mb-2 text-sm font-medium text-slate-800">Profile Photo</legend>
      <div className="flex items-center gap-4">
        <Avatar src={shown} name={name || '?'} alt={shown ? 'Profile photo' : 'No profile photo'} className="size-16 text-xl" />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => inputRef.current?.click()}>
            {shown ? 'Change Photo' : 'Add Photo'}
          </Button>
          {shown && (
            <Button variant="ghost" onClick={() => onChange(storedUrl ? null : undefined)}>
              Remove Photo
            </Button>
          )}
        </div>
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
      <p id={hintId} className="mt-2 text-sm text-slate-600">
        Maximum size {UPLOADS.listingImageDisplayMb}MB. Images over {UPLOADS.compressAboveBytes / MB}MB are compressed
        before upload.
      </p>
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
            aspect={1}
            cropShape="round"
            title="Crop Profile Photo"
            busy={busy}
            onCancel={() => setCropSrc(null)}
            onApply={(area) => void onApply(area)}
          />
        </Suspense>
      )}
    </fieldset>
  );
}
