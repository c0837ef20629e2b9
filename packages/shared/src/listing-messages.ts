// Listing categories, limits, wording and the share text without zod (the web's Business Directory
// and listing details pages need them, not the schema library); listings.ts re-exports them.
import { SHARE, UPLOADS } from './limits.ts';
import type { MessageId } from './i18n/namespaces.ts';
import { atMostChars } from './wording.ts';

/** The create form's categories (spec section 5); "Other" reveals a free-text category. */
export const LISTING_CATEGORIES = [
  'Plumber',
  'Electrician',
  'Carpenter',
  'Painter',
  'Cleaning Service',
  'Tutor',
  'Catering',
  'Photographer',
  'Driver',
  'Gardener',
  'IT Support',
  'Other',
] as const;

export const LISTING_LIMITS = {
  titleMax: 120,
  categoryMax: 50,
  descriptionMax: 2000,
  emailMax: 254,
  searchMax: 100,
  pageSize: 20,
  adminPageSize: 20,
} as const;

const MB = 1024 * 1024;

/** The label of each of the create form's categories; the stored value stays the English name. */
export const LISTING_CATEGORY_LABELS = {
  Plumber: 'listings.category.plumber',
  Electrician: 'listings.category.electrician',
  Carpenter: 'listings.category.carpenter',
  Painter: 'listings.category.painter',
  'Cleaning Service': 'listings.category.cleaningService',
  Tutor: 'listings.category.tutor',
  Catering: 'listings.category.catering',
  Photographer: 'listings.category.photographer',
  Driver: 'listings.category.driver',
  Gardener: 'listings.category.gardener',
  'IT Support': 'listings.category.itSupport',
  Other: 'listings.category.other',
} as const satisfies Record<(typeof LISTING_CATEGORIES)[number], MessageId>;

/**
 * The label id of a stored category: one of the form's own categories is shown in the reader's language; a category
 * a member wrote themselves ("Other") is their words, and has none.
 */
export const listingCategoryLabelId = (category: string): MessageId | undefined =>
  Object.hasOwn(LISTING_CATEGORY_LABELS, category)
    ? LISTING_CATEGORY_LABELS[category as keyof typeof LISTING_CATEGORY_LABELS]
    : undefined;

/** Catalogue ids (namespace `listings`): the browser and the server translate them where they are shown. */
const LISTING_MESSAGE_IDS = {
  requiredFields: 'listings.requiredFields',
  adminRequiredFields: 'listings.adminRequiredFields',
  phoneInvalid: 'listings.phoneInvalid',
  emailInvalid: 'listings.emailInvalid',
  /** The member forms' non-image pick (the admin's pick keeps the English `imageNotImage` below). */
  imageNotAnImage: 'listings.imageNotImage',
  imageTooLargeClient: 'listings.imageTooLargeClient',
  imageTooLarge: 'listings.imageTooLarge',
  imageUnsupported: 'listings.imageUnsupported',
  created: 'listings.created',
  updated: 'listings.updated',
  deleted: 'listings.deleted',
  notFound: 'listings.notFound',
  notFoundTitle: 'listings.notFoundTitle',
  notOwner: 'listings.notOwner',
  notOwnerEdit: 'listings.notOwnerEdit',
  premiumRequired: 'listings.premiumRequired',
  loginToView: 'listings.loginToView',
  loginToViewDirectory: 'listings.loginToViewDirectory',
  loginForDetails: 'listings.loginForDetails',
  detailsFailed: 'listings.detailsFailed',
  createFailed: 'listings.createFailed',
  network: 'listings.network',
  offline: 'listings.offline',
  serverIssues: 'listings.serverIssues',
  loading: 'listings.loading',
  empty: 'listings.empty',
  /** `count`: "Showing 1 service", "Showing 5 services". */
  showing: 'listings.directory.showing',
  /** `total`, already formatted, where the count stops: "Showing 10,000+ services". */
  showingCapped: 'listings.directory.showingCapped',
  deleteConfirm: 'listings.deleteConfirm',
  deleteFailed: 'listings.deleteFailed',
  /** Listings fetch (member spec section 8). */
  fetchOffline: 'listings.fetchOffline',
  fetchNoToken: 'listings.fetchNoToken',
  fetchSessionExpired: 'listings.fetchSessionExpired',
  fetchServerError: 'listings.fetchServerError',
  /** `message`: the server's words. */
  fetchFailed: 'listings.fetchFailed',
  fetchFailedDefault: 'listings.fetchFailedDefault',
  fetchNoResponse: 'listings.fetchNoResponse',
  fetchThrottled: 'listings.fetchThrottled',
  fetchUnexpected: 'listings.fetchUnexpected',
  /** Listing management (admin spec section 8). */
  adminLoadFailed: 'listings.adminLoadFailed',
  saveFailed: 'listings.saveFailed',
  saveUnexpected: 'listings.saveUnexpected',
} as const satisfies Record<string, MessageId>;

export const LISTING_MESSAGES = {
  ...LISTING_MESSAGE_IDS,
  titleMax: atMostChars('Title', LISTING_LIMITS.titleMax),
  categoryMax: atMostChars('Category', LISTING_LIMITS.categoryMax),
  descriptionMax: atMostChars('Description', LISTING_LIMITS.descriptionMax),
  /**
   * The admin's image pick (admin spec section 5), in English as admin screens are for now (issue 32): the admin's
   * user dialog (features/users) shows these too, and the listings catalogue is not loaded there.
   */
  imageNotImage: 'Please select an image file (png, jpg, jpeg)',
  imageLargeWarning: `Images larger than ${UPLOADS.warnAboveBytes / MB}MB may cause upload issues. The image will be compressed.`,
  imageStillTooLarge: `The image is still too large even after compression. Please select a smaller image. Maximum size: ${UPLOADS.storedImageMaxBytes / MB}MB`,
} as const;

/** What the share text reads of a listing (contacts are absent when the viewer may not see them). */
export interface ShareableListing {
  title: string;
  category: string;
  description: string;
  contactPhone?: string;
  contactEmail?: string;
}

/** The share text's labelled lines, in the sharer's language (the browser passes its catalogue's; English by default). */
export interface ShareTextLines {
  category: (category: string) => string;
  phone: (phone: string) => string;
  email: (email: string) => string;
}

const ENGLISH_LINES: ShareTextLines = {
  category: (category) => `Category: ${category}`,
  phone: (phone) => `Phone: ${phone}`,
  email: (email) => `Email: ${email}`,
};

/** WhatsApp share text: title, category, phone, optional email and the description cut at 155 characters. */
export function listingShareText(listing: ShareableListing, lines: ShareTextLines = ENGLISH_LINES): string {
  const max = SHARE.descriptionMax;
  const description =
    listing.description.length > max ? `${listing.description.slice(0, max).trimEnd()}...` : listing.description;
  return [
    `*${listing.title}*`,
    lines.category(listing.category),
    listing.contactPhone ? lines.phone(listing.contactPhone) : '',
    listing.contactEmail ? lines.email(listing.contactEmail) : '',
    description,
  ]
    .filter(Boolean)
    .join('\n');
}
