import type { ComponentProps } from 'react';
import { LISTING_LIMITS } from '@sangam/shared/listing-messages';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';

type Without<P> = Omit<P, 'label' | 'maxLength'>;

/** A listing's required title (create and admin edit); react-hook-form's register spreads into it. */
export function ListingTitleField(props: Without<ComponentProps<typeof TextField>>) {
  return <TextField label="Title *" aria-required="true" maxLength={LISTING_LIMITS.titleMax} {...props} />;
}

/** A listing's required description with its character count (create and admin edit). */
export function ListingDescriptionField(props: Without<ComponentProps<typeof TextAreaField>>) {
  return (
    <TextAreaField label="Description *" aria-required="true" maxLength={LISTING_LIMITS.descriptionMax} {...props} />
  );
}
