// News and events: categories, statuses, limits and wording without zod (the web's news pages and the home
// marquee need them, not the schema library); news.ts re-exports them.
import { PAGE_SIZES, POSTS, UPLOADS } from './limits.ts';
import { atMostChars } from './wording.ts';

export const NEWS_CATEGORIES = ['news', 'event', 'announcement', 'press-release', 'photo-gallery', 'notice'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NEWS_CATEGORY_LABELS: Record<NewsCategory, string> = {
  news: 'News',
  event: 'Event',
  announcement: 'Announcement',
  'press-release': 'Press Release',
  'photo-gallery': 'Photo Gallery',
  notice: 'Notice',
};

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

export const NEWS_MESSAGES = {
  notFound: 'News article not found',
  loadFailed: 'Failed to load news article',
  listFailed: 'Failed to fetch news and events',
  empty: 'No news or events found matching your criteria.',
  imageFailed: 'Image could not be loaded',
  commentFailed: 'Failed to submit comment',
  loginToLike: 'Please login to like this post',
  loginToComment: 'Please login to comment',
  requiredFields: 'Please fill in all required fields',
  eventFields: 'Event date and location are required for events',
  excerptMax: atMostChars('Excerpt', POSTS.excerptMax),
  titleMax: atMostChars('Title', NEWS_LIMITS.titleMax),
  contentMax: 'The content is too long',
  externalFormTextMax: atMostChars('Button text', POSTS.externalFormTextMax),
  externalFormLinkInvalid: 'Please enter a valid URL',
  eventDateInvalid: 'Please enter a valid event date',
  categoryInvalid: 'Please choose a category',
  statusInvalid: 'Please choose a status',
  tagTooLong: 'Each tag can be at most 30 characters',
  tooManyTags: 'At most 10 tags',
  formIdInvalid: 'Please choose a form',
  imageType: 'Please select an image file',
  imageSize: 'Image size should be less than 10MB',
  tooManyImages: 'You can upload maximum 5 additional images',
  adminFetchFailed: 'Failed to fetch news',
  deleteFailed: 'Failed to delete news',
  deleteConfirm: 'Are you sure you want to delete this news item? This action cannot be undone.',
  saveAuth: 'Authentication failed. Please log in again.',
  saveForbidden: 'Access denied. Admin privileges required.',
  saveInvalid: 'Invalid data provided.',
  saveServer: 'Server error. Please try again later.',
  saveFailed: 'Failed to save news',
  created: 'News created successfully',
  updated: 'News updated successfully',
  deleted: 'News deleted successfully',
  eventsOnly: 'Only events take attendance',
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
