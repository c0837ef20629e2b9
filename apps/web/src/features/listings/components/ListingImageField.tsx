import { useState, type ReactNode } from 'react';
import { UPLOADS } from '@sangam/shared/limits';
import { ImageUploader, type ImageValue } from '../../../components/ui/ImageUploader.tsx';
import type { ImagePickMessages } from '../../../components/ui/useImagePick.tsx';
import { useT } from '../../../i18n/useT.ts';

/** A listing form's image: what was picked, and the server's complaint about it (cleared by a new pick). */
export function useListingImage() {
  const [value, setValue] = useState<ImageValue>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const change = (next: ImageValue) => {
    setValue(next);
    setError(undefined);
  };
  return { value, error, setError, change };
}

interface ListingImageFieldProps {
  image: ReturnType<typeof useListingImage>;
  label: string;
  storedUrl?: string | null;
  messages: ImagePickMessages;
  hint: ReactNode;
}

/** The listing's picture: cropped to 16:9 and compressed in the browser (create and the admin's edit). */
export function ListingImageField({ image, label, storedUrl, messages, hint }: ListingImageFieldProps) {
  const t = useT();
  return (
    <ImageUploader
      label={label}
      value={image.value}
      storedUrl={storedUrl}
      onChange={image.change}
      aspect={16 / 9}
      cropTitle={t('listings.field.cropTitle')}
      maxEncodedChars={UPLOADS.listingImageEncodedMax}
      messages={messages}
      hint={hint}
      error={image.error}
    />
  );
}
