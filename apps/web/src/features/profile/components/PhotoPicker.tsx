import { isProfileImageTooLarge, PROFILE_MESSAGES } from '@sangam/shared/profile';
import { UPLOADS } from '@sangam/shared/limits';
import { PhotoField } from '../../../components/ui/PhotoField.tsx';

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

/** The member's own photo on the profile form. */
export function PhotoPicker(props: PhotoPickerProps) {
  return (
    <PhotoField
      {...props}
      avatarAlt={{ photo: 'Your profile photo', none: 'No profile photo yet' }}
      avatarClassName="size-20 text-2xl"
      hint={`PNG or JPG, up to ${UPLOADS.listingImageDisplayMb} MB. Photos over 1 MB are made smaller before upload.`}
      isTooLarge={isProfileImageTooLarge}
      messages={{
        notImage: PROFILE_MESSAGES.imageNotImage,
        tooLarge: PROFILE_MESSAGES.imageTooLargeClient,
      }}
    />
  );
}
