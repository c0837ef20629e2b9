/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ListingAdminUpdateSchema, type Listing } from '@sangam/shared/listings';
import { LISTING_CATEGORIES, LISTING_LIMITS, LISTING_MESSAGES } from '@sangam/shared/listing-messages';
import { isApiError } from '../../../api/errors.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useUpdateAdminListing } from '../api/updateAdminListing.ts';
import { applyServerFieldErrors } from '../../../lib/serverFieldErrors.ts';
import { requiredFieldNotes } from '../lib/requiredFields.ts';
import { ListingImageField, useListingImage } from './ListingImageField.tsx';
import { ListingDescriptionField, ListingTitleField } from './ListingTextFields.tsx';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { translate, useT } from '../../../i18n/useT.ts';

const FormSchema = ListingAdminUpdateSchema.omit({ image: true });
type FormValues = z.output<typeof FormSchema>;

const SERVER_FIELDS = ['title', 'category', 'description'] as const;

/** Suggestions only: listings created with "Other" carry categories of their own. */
const SUGGESTED_CATEGORIES = LISTING_CATEGORIES.filter((name) => name !== 'Other');

const { fieldError, anyMissing } = requiredFieldNotes(LISTING_MESSAGES.adminRequiredFields);

/** Admin spec section 8: a reply from the server, or something that went wrong before one came. */
const saveError = (error: unknown) =>
  translate(isApiError(error) && error.status !== 0 ? LISTING_MESSAGES.saveFailed : LISTING_MESSAGES.saveUnexpected);

interface EditListingModalProps {
  /** The listing being edited; null closes the dialog. */
  listing: Listing | null;
  onClose: () => void;
}

export function EditListingModal({ listing, onClose }: EditListingModalProps) {
  return (
    <Modal open={listing !== null} title="Edit Listing" onClose={onClose} size="lg">
      {/* Keyed by listing so each edit starts from that listing's saved values. */}
      {listing && <EditListingForm key={listing._id} listing={listing} onClose={onClose} />}
    </Modal>
  );
}

function EditListingForm({ listing, onClose }: { listing: Listing; onClose: () => void }) {
  const t = useT(); // the shared messages (ids) follow the language shown
  const categoriesId = useId();
  const update = useUpdateAdminListing();
  const image = useListingImage();
  const [failure, setFailure] = useState<string | null>(null);

  const { register, handleSubmit, setError, control, errors } = useZodForm(FormSchema, {
    title: listing.title,
    category: listing.category,
    description: listing.description,
    approved: listing.approved,
    premiumRequired: listing.premiumRequired,
  });
  const descriptionLength = useWatch({ control, name: 'description' })?.length ?? 0;

  const onSubmit = (values: FormValues) => {
    setFailure(null);
    image.setError(undefined);
    update.mutate(
      { id: listing._id, body: { ...values, ...(image.value !== undefined ? { image: image.value } : {}) } },
      {
        onSuccess: onClose,
        onError: (error) => {
          const { image: imageError } = applyServerFieldErrors(error, setError, SERVER_FIELDS);
          if (imageError) image.setError(imageError);
          setFailure(saveError(error));
        },
      },
    );
  };

  const saving = update.isPending;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <fieldset disabled={saving} className="space-y-4">
        <ListingTitleField error={fieldError(errors.title?.message)} {...register('title')} />
        <TextField
          label="Category *"
          aria-required="true"
          list={categoriesId}
          maxLength={LISTING_LIMITS.categoryMax}
          error={fieldError(errors.category?.message)}
          {...register('category')}
        />
        <datalist id={categoriesId}>
          {SUGGESTED_CATEGORIES.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <ListingDescriptionField
          rows={4}
          length={descriptionLength}
          error={fieldError(errors.description?.message)}
          {...register('description')}
        />
        <div className="space-y-2">
          <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
            <input type="checkbox" className="size-5 shrink-0 accent-brand-700" {...register('approved')} />
            Approved (shown in the Business Directory)
          </label>
          <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
            <input type="checkbox" className="size-5 shrink-0 accent-brand-700" {...register('premiumRequired')} />
            Contact details for premium members only
          </label>
        </div>
        <ListingImageField
          image={image}
          label="Image"
          storedUrl={listing.image}
          messages={{
            notImage: LISTING_MESSAGES.imageNotImage,
            tooLarge: LISTING_MESSAGES.imageStillTooLarge,
            largeFile: LISTING_MESSAGES.imageLargeWarning,
          }}
          hint="Cropped to 16:9. Images over 1MB are compressed before upload."
        />
      </fieldset>
      {anyMissing(errors) && <Alert>{t(LISTING_MESSAGES.adminRequiredFields)}</Alert>}
      {failure && <Alert>{failure}</Alert>}
      <FormActions busy={saving} onCancel={onClose}>
        Save Changes
      </FormActions>
    </form>
  );
}
