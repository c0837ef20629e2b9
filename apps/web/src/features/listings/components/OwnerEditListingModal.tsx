import { useState } from 'react';
import type { z } from 'zod';
import { ListingOwnerUpdateSchema, type Listing } from '@sangam/shared/listings';
import { LISTING_LIMITS, LISTING_MESSAGES } from '@sangam/shared/listing-messages';
import { UPLOADS } from '@sangam/shared/limits';
import { messageOr } from '../../../api/errors.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { applyServerFieldErrors } from '../../../lib/serverFieldErrors.ts';
import { useUpdateListing } from '../api/updateListing.ts';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { ListingImageField, useListingImage } from './ListingImageField.tsx';

// The picture is not a form input: it comes from its own field (picked, cropped and compressed) when it changes.
const FormSchema = ListingOwnerUpdateSchema.omit({ image: true });
type FormValues = z.output<typeof FormSchema>;
const SERVER_FIELDS = ['title', 'category', 'description', 'contactPhone', 'contactEmail'] as const;

/** The one-line fields, by name: what each input is and takes. */
const TEXT_FIELDS = {
  title: { label: 'Title', required: true, maxLength: LISTING_LIMITS.titleMax },
  category: { label: 'Category', required: true, maxLength: LISTING_LIMITS.categoryMax },
  contactPhone: { label: 'Contact Phone', type: 'tel', inputMode: 'tel', required: true },
  contactEmail: { label: 'Contact Email', type: 'email' },
} as const;

/** The owner's Edit (on "My listings" and on the listing's own page): text, contacts and the picture. */
export function OwnerEditListingModal({ listing, onClose }: { listing: Listing | null; onClose: () => void }) {
  return (
    <Modal open={listing !== null} title="Edit Listing" onClose={onClose} size="lg">
      {listing && <OwnerEditForm key={listing._id} listing={listing} onClose={onClose} />}
    </Modal>
  );
}

function OwnerEditForm({ listing, onClose }: { listing: Listing; onClose: () => void }) {
  const update = useUpdateListing();
  const image = useListingImage();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, errors } = useZodForm(FormSchema, {
    title: listing.title,
    category: listing.category,
    description: listing.description,
    contactPhone: listing.contactPhone ?? '',
    contactEmail: listing.contactEmail ?? '',
    premiumRequired: listing.premiumRequired,
  });

  const onSubmit = (values: FormValues) => {
    setFailure(null);
    image.setError(undefined);
    // The image only when it changed: a data URL replaces it, null removes it.
    const body = image.value !== undefined ? { ...values, image: image.value } : values;
    update.mutate(
      { id: listing._id, body },
      {
        onSuccess: onClose,
        onError: (error) => {
          const { image: imageError } = applyServerFieldErrors(error, setError, SERVER_FIELDS);
          if (imageError) image.setError(imageError);
          setFailure(messageOr(error, LISTING_MESSAGES.saveFailed));
        },
      },
    );
  };

  const textField = (name: keyof typeof TEXT_FIELDS) => (
    <TextField {...TEXT_FIELDS[name]} error={errors[name]?.message} {...register(name)} />
  );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <fieldset disabled={update.isPending} className="space-y-4">
        {textField('title')}
        {textField('category')}
        <TextAreaField
          label="Description"
          required
          rows={4}
          maxLength={LISTING_LIMITS.descriptionMax}
          error={errors.description?.message}
          {...register('description')}
        />
        {textField('contactPhone')}
        {textField('contactEmail')}
        <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
          <input type="checkbox" className="size-5 accent-brand-700" {...register('premiumRequired')} />
          Show contacts to premium members only
        </label>
        <ListingImageField
          image={image}
          label="Image (optional)"
          storedUrl={listing.image}
          messages={{ notImage: LISTING_MESSAGES.imageNotImage, tooLarge: LISTING_MESSAGES.imageTooLargeClient }}
          hint={`PNG or JPG, maximum ${UPLOADS.listingImageDisplayMb}MB. Images over 1MB are compressed before upload.`}
        />
      </fieldset>
      {failure && <Alert>{failure}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
