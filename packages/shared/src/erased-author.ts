// Alone in its file, without zod or catalogue ids: every page that shows an author line needs it, and a page's first
// download should not carry privacy-messages' words and limits for it (issue 36).

/** The id of the one member that erased members' kept posts are moved to, shown as "Former member". */
export const FORMER_MEMBER_ID = 'former-member';
