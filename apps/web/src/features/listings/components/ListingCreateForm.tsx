import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { UPLOADS } from '@sangam/shared/limits';
import { ListingCreateSchema } from '@sangam/shared/listings';
import { LISTING_LIMITS, LISTING_MESSAGES } from '@sangam/shared/listing-messages';
import { useServerStatus } from '../../../api/useServerStatus.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { EMAIL_INPUT, PHONE_INPUT } from '../../../components/ui/fieldParts.tsx';
import { useCreateListing } from '../api/createListing.ts';
import { createListingError } from '../lib/errors.ts';
import { CategoryField, OTHER_CATEGORY } from './CategoryField.tsx';
import { applyServerFieldErrors } from '../../../lib/serverFieldErrors.ts';
import { requiredFieldNotes } from '../lib/requiredFields.ts';
import { ListingImageField, useListingImage } from './ListingImageField.tsx';
import { ListingDescriptionField, ListingTitleField } from './ListingTextFields.tsx';
import { useZodForm } from '../../../lib/useZodForm.ts';
import type { SharedPost } from '../../../pwa/sharedPost.ts';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { say, useT } from '../../../i18n/useT.ts';

// The API's schema; with "Other" the free-text category is what gets sent as `category`.
const FormSchema = ListingCreateSchema.omit({ image: true })
  .extend({ otherCategory: z.string().optional() })
  .superRefine((values, context) => {
    if (values.category !== OTHER_CATEGORY) return;
    const text = values.otherCategory?.trim() ?? '';
    if (!text) context.addIssue({ code: 'custom', path: ['otherCategory'], message: LISTING_MESSAGES.requiredFields });
    else if (text.length > LISTING_LIMITS.categoryMax) {
      context.addIssue({ code: 'custom', path: ['otherCategory'], message: LISTING_MESSAGES.categoryMax });
    }
  })
  .transform(({ otherCategory, ...values }) => ({
    ...values,
    category: values.category === OTHER_CATEGORY ? (otherCategory ?? '').trim() : values.category,
  }));
type FormValues = z.output<typeof FormSchema>;

const SERVER_FIELDS = ['title', 'description', 'contactPhone', 'contactEmail'] as const;

const { fieldError, anyMissing } = requiredFieldNotes(LISTING_MESSAGES.requiredFields);

interface ListingCreateFormProps {
  defaultPhone: string;
  /** What another app shared (the share page): the title and description start from it. */
  shared?: SharedPost | null;
  /** Set after a save: the form shows it and stays locked while the page moves on. */
  successMessage: string | null;
  onCreated: (message: string) => void;
}

export function ListingCreateForm({ defaultPhone, shared, successMessage, onCreated }: ListingCreateFormProps) {
  const t = useT();
  const create = useCreateListing();
  const serverDown = useServerStatus() === 'down';
  const image = useListingImage();
  const [failure, setFailure] = useState<string | null>(null);

  const { register, handleSubmit, setError, control, errors } = useZodForm(FormSchema, {
    title: shared?.title.slice(0, LISTING_LIMITS.titleMax) ?? '',
    category: '',
    otherCategory: '',
    description: shared?.details.slice(0, LISTING_LIMITS.descriptionMax) ?? '',
    contactPhone: defaultPhone,
    contactEmail: '',
    premiumRequired: false,
  });
  const category = useWatch({ control, name: 'category' });
  const descriptionLength = useWatch({ control, name: 'description' })?.length ?? 0;

  const onSubmit = (values: FormValues) => {
    if (serverDown) return;
    setFailure(null);
    image.setError(undefined);
    create.mutate(
      { ...values, ...(typeof image.value === 'string' ? { image: image.value } : {}) },
      {
        onSuccess: (reply) => onCreated(reply?.message || LISTING_MESSAGES.created),
        onError: (error) => {
          const { image: imageError } = applyServerFieldErrors(error, setError, SERVER_FIELDS, {
            category: category === OTHER_CATEGORY ? 'otherCategory' : 'category',
          });
          if (imageError) image.setError(imageError);
          setFailure(createListingError(error));
        },
      },
    );
  };

  const saving = create.isPending;
  const locked = saving || successMessage !== null;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      {serverDown && <Alert tone="warning">{t(LISTING_MESSAGES.offline)}</Alert>}
      <fieldset disabled={locked} className="space-y-5">
        <ListingTitleField
          placeholder={t('listings.field.titlePlaceholder')}
          error={fieldError(errors.title?.message)}
          {...register('title')}
        />
        <CategoryField
          select={register('category')}
          other={register('otherCategory')}
          showOther={category === OTHER_CATEGORY}
          error={fieldError(errors.category?.message)}
          otherError={fieldError(errors.otherCategory?.message)}
        />
        <ListingDescriptionField
          rows={5}
          length={descriptionLength}
          hint={t('listings.field.descriptionHint')}
          error={fieldError(errors.description?.message)}
          {...register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={`${t('listings.field.contactPhone')} *`}
            {...PHONE_INPUT}
            aria-required="true"
            error={fieldError(errors.contactPhone?.message)}
            {...register('contactPhone')}
          />
          <TextField
            label={t('listings.field.contactEmailOptional')}
            {...EMAIL_INPUT}
            maxLength={LISTING_LIMITS.emailMax}
            error={fieldError(errors.contactEmail?.message)}
            {...register('contactEmail')}
          />
        </div>
        <label className="flex min-h-11 items-start gap-3 text-sm text-slate-800">
          <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-700" {...register('premiumRequired')} />
          <span>
            {t('listings.field.premiumOnly')}
            <span className="block text-slate-600">{t('listings.field.premiumOnlyHint')}</span>
          </span>
        </label>
        <ListingImageField
          image={image}
          label={t('listings.field.imageOptional')}
          messages={{
            notImage: t(LISTING_MESSAGES.imageNotAnImage),
            tooLarge: t(LISTING_MESSAGES.imageTooLargeClient),
          }}
          hint={t('listings.field.imageHint', { max: UPLOADS.listingImageDisplayMb })}
        />
      </fieldset>
      {anyMissing(errors) && <Alert>{t(LISTING_MESSAGES.requiredFields)}</Alert>}
      {failure && <Alert>{failure}</Alert>}
      {successMessage && <Alert tone="success">{say(successMessage)}</Alert>}
      <FormActions
        busy={saving}
        busyText={t('listings.create.creating')}
        disabled={locked || serverDown}
        cancel={
          <Link to="/service-listings" className={buttonClasses('secondary')}>
            {t('listings.cancel')}
          </Link>
        }
      >
        {t('listings.create.submit')}
      </FormActions>
    </form>
  );
}
