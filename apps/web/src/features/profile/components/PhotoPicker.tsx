import { isProfileImageTooLarge, PROFILE_MESSAGES } from '@sangam/shared/profile';
import { UPLOADS } from '@sangam/shared/limits';
import { PhotoField, type PhotoInputProps } from '../../../components/ui/PhotoField.tsx';

export type { PhotoValue } from '../../../components/ui/PhotoField.tsx';

/** The member's own photo on the profile form. */
export function PhotoPicker(props: PhotoInputProps) {
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
