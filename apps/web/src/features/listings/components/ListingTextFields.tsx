import type { ComponentProps } from 'react';
import { LISTING_LIMITS } from '@sangam/shared/listing-messages';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useT } from '../../../i18n/useT.ts';

type Without<P> = Omit<P, 'label' | 'maxLength'>;

/** A listing's required title (create and admin edit); react-hook-form's register spreads into it. */
export function ListingTitleField(props: Without<ComponentProps<typeof TextField>>) {
  const t = useT();
  return (
    <TextField
      label={`${t('listings.field.title')} *`}
      aria-required="true"
      maxLength={LISTING_LIMITS.titleMax}
      {...props}
    />
  );
}

/** A listing's required description with its character count (create and admin edit). */
export function ListingDescriptionField(props: Without<ComponentProps<typeof TextAreaField>>) {
  const t = useT();
  return (
    <TextAreaField
      label={`${t('listings.field.description')} *`}
      aria-required="true"
      maxLength={LISTING_LIMITS.descriptionMax}
      {...props}
    />
  );
}
