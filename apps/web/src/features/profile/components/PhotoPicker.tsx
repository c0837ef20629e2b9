import { isProfileImageTooLarge, PROFILE_MESSAGES } from '@sangam/shared/profile';
import { UPLOADS } from '@sangam/shared/limits';
import { PhotoField, type PhotoInputProps } from '../../../components/ui/PhotoField.tsx';
import { useT } from '../../../i18n/useT.ts';

export type { PhotoValue } from '../../../components/ui/PhotoField.tsx';

/** The member's own photo on the profile form. */
export function PhotoPicker(props: PhotoInputProps) {
  const t = useT();
  return (
    <PhotoField
      {...props}
      avatarAlt={{ photo: t('profile.photo.alt'), none: t('profile.photo.none') }}
      avatarClassName="size-20 text-2xl"
      hint={t('profile.photo.hint', { mb: UPLOADS.listingImageDisplayMb })}
      isTooLarge={isProfileImageTooLarge}
      messages={{
        notImage: t(PROFILE_MESSAGES.imageNotImage),
        tooLarge: t(PROFILE_MESSAGES.imageTooLargeClient),
      }}
    />
  );
}
