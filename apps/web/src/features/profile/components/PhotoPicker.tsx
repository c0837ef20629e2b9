import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Area } from 'react-easy-crop';
import { isProfileImageTooLarge, PROFILE_MESSAGES } from '@sangam/shared/profile';
import { UPLOADS } from '@sangam/shared/limits';
import { Avatar } from '../../../components/ui/Avatar.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { cropAndCompress, isImageFile, loadImage } from '../../../lib/imageCompression.ts';

/** undefined: keep the stored photo; null: remove it; a data URL: the new photo. */
export type PhotoValue = string | null | undefined;

interface PhotoPickerProps {
  name: string;
  storedUrl: string | null;
  value: PhotoValue;
  onChange: (value: PhotoValue) => void;
  disabled?: boolean;
  /** A server-side complaint about the photo. */
  error?: string;
}

// The cropper (and its library) downloads only when a member actually picks a photo.
const ImageCropper = lazy(() =>
  import('../../../components/ui/ImageCropper.tsx').then((m) => ({ default: m.ImageCropper })),
);

const PROCESS_FAILED = 'The photo could not be processed. Please try another image.';

/** Pick, crop round, compress in the browser; the form sends the result as a data URL. */
export function PhotoPicker({ name, storedUrl, value, onChange, disabled = false, error }: PhotoPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [cropSrc, setCropSrc] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);

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
    if (!isImageFile(file)) {
      setPickError(PROFILE_MESSAGES.imageNotImage);
      return;
    }
    const url = URL.createObjectURL(file);
    try {
      await loadImage(url); // formats the browser cannot decode (e.g. HEIC) fail here, not in the cropper
      setCropSrc(url);
    } catch {
      URL.revokeObjectURL(url);
      setPickError(PROFILE_MESSAGES.imageNotImage);
    }
  };

  const onApply = async (area: Area) => {
    if (!cropSrc) return;
    setBusy(true);
    try {
      const dataUrl = await cropAndCompress(cropSrc, area);
      if (isProfileImageTooLarge(dataUrl)) setPickError(PROFILE_MESSAGES.imageTooLargeClient);
      else onChange(dataUrl);
    } catch {
      setPickError(PROCESS_FAILED);
    } finally {
      setBusy(false);
      setCropSrc(null);
    }
  };

  const message = pickError ?? error;

  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-slate-800">Profile Photo</legend>
      <div className="flex items-center gap-4">
        <Avatar src={shown} name={name} alt={shown ? 'Your profile photo' : 'No profile photo yet'} className="size-20 text-2xl" />
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
      <p className="mt-2 text-sm text-slate-600">
        PNG or JPG, up to {UPLOADS.listingImageDisplayMb} MB. Photos over 1 MB are made smaller before upload.
      </p>
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
