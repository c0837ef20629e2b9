import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LISTING_CATEGORIES, LISTING_LIMITS } from '@sangam/shared/listing-messages';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useT } from '../../../i18n/useT.ts';
import { categoryLabel } from '../lib/categories.ts';

export const OTHER_CATEGORY = 'Other';

interface CategoryFieldProps {
  select: UseFormRegisterReturn<'category'>;
  other: UseFormRegisterReturn<'otherCategory'>;
  /** 'Other' is chosen: its free text becomes the category. */
  showOther: boolean;
  error?: string;
  otherError?: string;
}

/** The spec's category list; choosing Other asks for the category in the member's own words. */
export function CategoryField({ select, other, showOther, error, otherError }: CategoryFieldProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
          {t('listings.field.category')} *
        </label>
        <select
          id={id}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 ${
            error ? 'border-red-600' : 'border-slate-400'
          }`}
          {...select}
        >
          <option value="">{t('listings.field.selectCategory')}</option>
          {LISTING_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {categoryLabel(t, name)}
            </option>
          ))}
        </select>
        {error && (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      {showOther && (
        <TextField
          label={`${t('listings.field.yourCategory')} *`}
          aria-required="true"
          maxLength={LISTING_LIMITS.categoryMax}
          placeholder={t('listings.field.yourCategoryPlaceholder')}
          error={otherError}
          {...other}
        />
      )}
    </div>
  );
}
