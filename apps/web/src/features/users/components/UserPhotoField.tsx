/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { LISTING_MESSAGES } from '@sangam/shared/listing-messages';
import { UPLOADS } from '@sangam/shared/limits';
import { PhotoField, type PhotoInputProps } from '../../../components/ui/PhotoField.tsx';
import { dataUrlBytes } from '../../../lib/imageCompression.ts';

const MB = 1024 * 1024;

/** The member's photo in the admin's user dialog. */
export function UserPhotoField({ name, ...props }: PhotoInputProps) {
  return (
    <PhotoField
      {...props}
      name={name || '?'}
      avatarAlt={{ photo: 'Profile photo', none: 'No profile photo' }}
      avatarClassName="size-16 text-xl"
      hint={
        <>
          Maximum size {UPLOADS.listingImageDisplayMb}MB. Images over {UPLOADS.compressAboveBytes / MB}MB are compressed
          before upload.
        </>
      }
      describeWithHint
      isTooLarge={(dataUrl) => dataUrlBytes(dataUrl) > UPLOADS.storedImageMaxBytes}
      messages={{
        notImage: LISTING_MESSAGES.imageNotImage,
        tooLarge: LISTING_MESSAGES.imageStillTooLarge,
        largeFile: LISTING_MESSAGES.imageLargeWarning,
      }}
    />
  );
}
