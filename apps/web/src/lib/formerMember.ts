import { FORMER_MEMBER_ID } from '@sangam/shared/erased-author';
import type { Translate } from '../i18n/useT.ts';

/** Whether a post's author is the one former member erased members' kept posts show (no profile to open). */
export const isFormerMember = (person: { _id?: string | undefined } | null | undefined): boolean =>
  person?._id === FORMER_MEMBER_ID;

/** The name to show beside a post: "Former member" in the reader's language for an erased member, else theirs. */
export const authorName = (t: Translate, person: { _id?: string | undefined; name: string }): string =>
  isFormerMember(person) ? t('common.formerMember') : person.name;
