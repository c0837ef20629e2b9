import { listingCategoryLabelId } from '@sangam/shared/listing-messages';
import type { Translate } from '../../../i18n/useT.ts';

/**
 * A listing's category as the reader sees it: one of the create form's categories in the language shown (the stored
 * value stays the English name), a member's own words ("Other") as they wrote them.
 */
export function categoryLabel(t: Translate, category: string): string {
  const id = listingCategoryLabelId(category);
  return id ? t(id) : category;
}
