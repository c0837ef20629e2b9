import { useEffect, useState } from 'react';
import type { ListingContactReply } from '@sangam/shared/privacy';
import { api } from '../../../api/client.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
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
import { say, useT } from '../../../i18n/useT.ts';
import { useSubmitLabel } from '../../../components/ui/useSubmitLabel.ts';
import type { MessageId } from '@sangam/shared/i18n/namespaces';

// The picture is not a form input: it comes from its own field (picked, cropped and compressed) when it changes.
const FormSchema = ListingOwnerUpdateSchema.omit({ image: true });
type FormValues = z.output<typeof FormSchema>;
const SERVER_FIELDS = ['title', 'category', 'description', 'contactPhone', 'contactEmail'] as const;

/** The one-line fields, by name: what each input is and takes. */
const TEXT_FIELDS = {
  title: { label: 'listings.field.title', required: true, maxLength: LISTING_LIMITS.titleMax },
  category: { label: 'listings.field.category', required: true, maxLength: LISTING_LIMITS.categoryMax },
  contactPhone: { label: 'listings.field.contactPhone', type: 'tel', inputMode: 'tel', required: true },
  contactEmail: { label: 'listings.field.contactEmail', type: 'email' },
} as const satisfies Record<string, { label: MessageId } & Record<string, unknown>>;

/** The owner's Edit (on "My listings" and on the listing's own page): text, contacts and the picture. */
export function OwnerEditListingModal({ listing, onClose }: { listing: Listing | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open={listing !== null} title={t('listings.edit.title')} onClose={onClose} size="lg">
      {listing && <EditWithContacts key={listing._id} listing={listing} onClose={onClose} />}
    </Modal>
  );
}

/**
 * A premium-only listing's contacts come to its owner alone (issue 36): an admin editing someone else's from its page
 * reveals them first (as Show contact does, logged), so the form starts from them rather than empty.
 */
function EditWithContacts({ listing, onClose }: { listing: Listing; onClose: () => void }) {
  const t = useT();
  const needed = listing.premiumRequired && !listing.contactPhone;
  const [state, setState] = useState<{ contacts?: ListingContactReply; failed?: unknown }>({});
  useEffect(() => {
    if (!needed) return;
    let live = true;
    api.post<ListingContactReply>(`/listings/${listing._id}/contact`).then(
      (contacts) => live && setState({ contacts }),
      (error: unknown) => live && setState({ failed: error ?? true }),
    );
    return () => {
      live = false;
    };
  }, [needed, listing._id]);
  if (!needed) return <OwnerEditForm listing={listing} onClose={onClose} />;
  if (state.failed) return <Alert>{messageOr(state.failed, t('common.error.network'))}</Alert>;
  if (!state.contacts) return <Spinner className="mx-auto size-6" />;
  const { contactPhone, contactEmail } = state.contacts;
  return (
    <OwnerEditForm
      listing={{ ...listing, contactPhone, ...(contactEmail ? { contactEmail } : {}) }}
      onClose={onClose}
    />
  );
}

function OwnerEditForm({ listing, onClose }: { listing: Listing; onClose: () => void }) {
  const t = useT();
  const label = useSubmitLabel();
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

  const textField = (name: keyof typeof TEXT_FIELDS) => {
    const message = errors[name]?.message;
    return (
      <TextField
        {...TEXT_FIELDS[name]}
        label={t(TEXT_FIELDS[name].label)}
        error={message && say(message)}
        {...register(name)}
      />
    );
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <fieldset disabled={update.isPending} className="space-y-4">
        {textField('title')}
        {textField('category')}
        <TextAreaField
          label={t('listings.field.description')}
          required
          rows={4}
          maxLength={LISTING_LIMITS.descriptionMax}
          error={errors.description?.message && say(errors.description.message)}
          {...register('description')}
        />
        {textField('contactPhone')}
        {textField('contactEmail')}
        <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
          <input type="checkbox" className="size-5 accent-brand-700" {...register('premiumRequired')} />
          {t('listings.edit.premiumOnly')}
        </label>
        <ListingImageField
          image={image}
          label={t('listings.field.imageOptional')}
          storedUrl={listing.image}
          messages={{
            notImage: t(LISTING_MESSAGES.imageNotAnImage),
            tooLarge: t(LISTING_MESSAGES.imageTooLargeClient),
          }}
          hint={t('listings.field.imageHint', { max: UPLOADS.listingImageDisplayMb })}
        />
      </fieldset>
      {failure && <Alert>{say(failure)}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('listings.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('listings.edit.saving') : label(t('listings.edit.save'))}
        </Button>
      </div>
    </form>
  );
}
