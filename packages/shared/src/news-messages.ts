// News and events: categories, statuses, limits and wording without zod (the web's news pages and the home
// marquee need them, not the schema library); news.ts re-exports them.
import { PAGE_SIZES, POSTS, UPLOADS } from './limits.ts';
import { messageWith, type MessageId } from './i18n/namespaces.ts';

export const NEWS_CATEGORIES = ['news', 'event', 'announcement', 'press-release', 'photo-gallery', 'notice'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** Each category's label (a catalogue id; the stored value stays the English slug). */
export const NEWS_CATEGORY_LABELS = {
  news: 'news.category.news',
  event: 'news.category.event',
  announcement: 'news.category.announcement',
  'press-release': 'news.category.pressRelease',
  'photo-gallery': 'news.category.photoGallery',
  notice: 'news.category.notice',
} as const satisfies Record<NewsCategory, MessageId>;

export const NEWS_STATUSES = ['draft', 'published', 'archived'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const FORM_DISPLAY_TYPES = ['link', 'embedded'] as const;

export const NEWS_LIMITS = {
  titleMax: 200,
  /** Ours: the spec sets none; the multipart reader takes text fields up to 100,000 bytes. */
  contentMax: 50_000,
  excerptMax: POSTS.excerptMax,
  externalFormTextMax: POSTS.externalFormTextMax,
  externalFormLinkMax: 2000,
  locationMax: 200,
  tagMax: 30,
  tagsMax: 10,
  searchMax: 100,
  pageSize: PAGE_SIZES.news,
  adminPageSize: PAGE_SIZES.adminNews,
  latestDefault: PAGE_SIZES.homeNews,
  latestMax: 20,
  imageMaxBytes: UPLOADS.newsImageMaxBytes,
  additionalImagesMax: UPLOADS.newsAdditionalImagesMax,
  commentMax: POSTS.commentMax,
  wordsPerMinute: 200,
  adminExcerptPreview: 80,
  tagsShown: 3,
} as const;

export const NEWS_DEFAULTS = { externalFormText: 'Fill Form', formDisplayType: 'link' } as const;

/** The button's words when the admin wrote none (stored as written; shown translated while it is this default). */
export const NEWS_DEFAULT_FORM_TEXT_ID = 'news.article.fillForm' satisfies MessageId;

const NEWS_MESSAGE_IDS = {
  notFound: 'news.notFound',
  loadFailed: 'news.loadFailed',
  listFailed: 'news.listFailed',
  empty: 'news.empty',
  imageFailed: 'news.imageFailed',
  commentFailed: 'news.commentFailed',
  loginToLike: 'news.loginToLike',
  loginToComment: 'news.loginToComment',
  requiredFields: 'news.requiredFields',
  eventFields: 'news.eventFields',
  contentMax: 'news.contentMax',
  externalFormLinkInvalid: 'news.externalFormLinkInvalid',
  eventDateInvalid: 'news.eventDateInvalid',
  categoryInvalid: 'news.categoryInvalid',
  statusInvalid: 'news.statusInvalid',
  formIdInvalid: 'news.formIdInvalid',
  imageListInvalid: 'news.imageListInvalid',
  imageType: 'news.imageType',
  imageSize: 'news.imageSize',
  adminFetchFailed: 'news.adminFetchFailed',
  deleteFailed: 'news.deleteFailed',
  deleteConfirm: 'news.deleteConfirm',
  saveAuth: 'news.saveAuth',
  saveForbidden: 'news.saveForbidden',
  saveInvalid: 'news.saveInvalid',
  saveServer: 'news.saveServer',
  saveFailed: 'news.saveFailed',
  created: 'news.created',
  updated: 'news.updated',
  deleted: 'news.deleted',
  eventsOnly: 'news.eventsOnly',
} as const satisfies Record<string, MessageId>;

/** Every news message as a catalogue id (those with a number carry it: see messageWith). */
export const NEWS_MESSAGES = {
  ...NEWS_MESSAGE_IDS,
  excerptMax: messageWith('news.excerptMax', { max: POSTS.excerptMax }),
  titleMax: messageWith('news.titleMax', { max: NEWS_LIMITS.titleMax }),
  externalFormTextMax: messageWith('news.externalFormTextMax', { max: POSTS.externalFormTextMax }),
  tagTooLong: messageWith('news.tagTooLong', { max: NEWS_LIMITS.tagMax }),
  tooManyTags: messageWith('news.tooManyTags', { max: NEWS_LIMITS.tagsMax }),
  tooManyImages: messageWith('news.tooManyImages', { max: NEWS_LIMITS.additionalImagesMax }),
} as const;

/** Reading time in minutes: words / 200, rounded up, at least 1 (the spec's default). */
export const readingMinutes = (text: string) =>
  Math.max(1, Math.ceil((text.match(/\S+/g)?.length ?? 0) / NEWS_LIMITS.wordsPerMinute));

/** Tags typed as comma-separated text (the admin form), or sent as a JSON array string. */
export function parseTags(raw: string): string[] {
  const text = raw.trim();
  let list: unknown = null;
  if (text.startsWith('[')) {
    try {
      list = JSON.parse(text);
    } catch {
      list = null;
    }
  }
  const items = Array.isArray(list) ? list.map((t) => String(t)) : text.split(',');
  const seen = new Set<string>();
  return items
    .map((t) => t.trim().replace(/\s+/g, ' '))
    .filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}
