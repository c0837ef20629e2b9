import { plural } from './plural.ts';
// Listing categories, limits, wording and the share text without zod (the web's Business Directory
// and listing details pages need them, not the schema library); listings.ts re-exports them.
import { SHARE, UPLOADS } from './limits.ts';
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

export const LISTING_MESSAGES = {
  requiredFields: 'Please fill in all required fields.',
  adminRequiredFields: 'Please fill in all required fields',
  phoneInvalid: 'Please enter a valid phone number',
  emailInvalid: 'Please enter a valid email address',
  titleMax: atMostChars('Title', LISTING_LIMITS.titleMax),
  categoryMax: atMostChars('Category', LISTING_LIMITS.categoryMax),
  descriptionMax: atMostChars('Description', LISTING_LIMITS.descriptionMax),
  imageTooLargeClient: 'Image is too large. Please select a smaller image or compress it further.',
  imageTooLarge: 'Data is too large to upload. Please reduce the image size.',
  imageUnsupported: 'The file is not a supported image',
  imageNotImage: 'Please select an image file (png, jpg, jpeg)',
  /** Admin image pick (admin spec section 5). */
  imageLargeWarning: `Images larger than ${UPLOADS.warnAboveBytes / MB}MB may cause upload issues. The image will be compressed.`,
  imageStillTooLarge: `The image is still too large even after compression. Please select a smaller image. Maximum size: ${UPLOADS.storedImageMaxBytes / MB}MB`,
  created: 'Service listing created successfully!',
  updated: 'Listing updated successfully',
  deleted: 'Listing deleted',
  notFound: 'Listing not found',
  notFoundTitle: 'Listing Not Found',
  notOwner: 'You can only delete your own listings',
  notOwnerEdit: 'You can only edit your own listings',
  premiumRequired: 'Premium access required for contact details',
  loginToView: 'You need to be logged in to view listing details.',
  loginToViewDirectory: 'Please log in to view the Business Directory.',
  loginForDetails: 'Please log in to view listing details.',
  detailsFailed: 'Failed to load listing details. Please try again.',
  createFailed: 'Failed to create listing. Please try again.',
  network: 'Could not connect to the server. Please check your internet connection.',
  offline: 'Server is currently unavailable. Please try again later.',
  serverIssues: 'Server connection issues detected. Listing data may not be available.',
  loading: 'Loading service listings...',
  empty: 'No listings found',
  /** `total` is a number, or "10,000+" where the count stops. */
  showing: (total: number | string) =>
    typeof total === 'number' ? `Showing ${plural(total, 'service')}` : `Showing ${total} services`,
  deleteConfirm: 'Are you sure you want to delete this listing?',
  deleteFailed: 'Failed to delete listing. Please try again.',
  /** Listings fetch (member spec section 8). */
  fetchOffline: 'Server appears to be offline. Please try again later.',
  fetchNoToken: 'You must be logged in to view listings. Please log in and try again.',
  fetchSessionExpired: 'Your session has expired. Please log in again.',
  fetchServerError: 'The server encountered an error. Please try again later.',
  fetchFailed: (message: string) => `Error: ${message}`,
  fetchFailedDefault: 'Failed to load listings',
  fetchNoResponse: 'No response received from server. Please check your connection.',
  fetchThrottled: 'Too many requests. Please wait a moment before trying again.',
  fetchUnexpected: 'An unexpected error occurred. Please try again later.',
  /** Listing management (admin spec section 8). */
  adminLoadFailed: 'Failed to load listings. Please try again.',
  saveFailed: 'Failed to save listing. Please try again.',
  saveUnexpected: 'An unexpected error occurred.',
} as const;

/** What the share text reads of a listing (contacts are absent when the viewer may not see them). */
export interface ShareableListing {
  title: string;
  category: string;
  description: string;
  contactPhone?: string;
  contactEmail?: string;
}

/** WhatsApp share text: title, category, phone, optional email and the description cut at 155 characters. */
export function listingShareText(listing: ShareableListing): string {
  const max = SHARE.descriptionMax;
  const description =
    listing.description.length > max ? `${listing.description.slice(0, max).trimEnd()}...` : listing.description;
  return [
    `*${listing.title}*`,
    `Category: ${listing.category}`,
    listing.contactPhone ? `Phone: ${listing.contactPhone}` : '',
    listing.contactEmail ? `Email: ${listing.contactEmail}` : '',
    description,
  ]
    .filter(Boolean)
    .join('\n');
}
