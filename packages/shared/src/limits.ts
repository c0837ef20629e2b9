// Every number of the spec's "Business constants and limits" sections, in one place for both sides.
// Times are milliseconds, sizes bytes or characters as named.

export const TIMING = {
  requestTimeoutMs: 15_000,
  refreshTimeoutMs: 10_000,
  healthTimeoutMs: 5_000,
  uploadTimeoutMs: 60_000,
  maxRefreshAttempts: 3,
  refreshCooldownMs: 30_000,
  consecutive401ForLogout: 3,
  profileFetchThrottleMs: 10_000,
  throttleProfileDirectoryMs: 1_000,
  throttleDefaultMs: 3_000,
  maxRetries: 3,
  maxRetriesProfile: 2,
  retryBaseMs: 1_000,
  retryCapMs: 10_000,
  healthPollMs: 60_000,
  healthPollMaxMs: 300_000,
  healthCacheMs: 30_000,
  healthBannerCheckMs: 30_000,
  healthFailuresForDown: 2,
  healthSuccessesForUp: 2,
  suspendedLogoutMs: 5_000,
  referralValidationDelayMs: 500,
  postRegistrationRedirectMs: 1_500,
  profileCacheMs: 300_000,
  profileCacheEntries: 100,
  profileBackoffMs: 500,
  profileBackoffCapMs: 2_000,
  rapidNavigationMs: 300,
  authLoadingTimeoutMs: 3_000,
  newsletterSuccessMs: 3_000,
  settingsSavedMs: 3_000,
} as const;

export const SCROLL = {
  footerTopButtonPx: 300,
  navbarScrolledPx: 20,
} as const;

export const PREMIUM = {
  priceRupees: 499,
  pricePaise: 49_900,
  validityDays: 365,
} as const;

export const ACCOUNT = {
  passwordMin: 6,
  /** Ours, not the spec's: an admin account opens every member's contacts. */
  adminPasswordMin: 12,
  adminPhoneDigits: 10,
  referralCodeMinLength: 3,
} as const;

export const UPLOADS = {
  listingImageDisplayMb: 6,
  listingImageEncodedMax: 8_388_608,
  profileImageEncodedMax: 9_437_184,
  biodataMaxBytes: 10 * 1024 * 1024,
  photoMaxBytes: 5 * 1024 * 1024,
  photosMax: 5,
  newsImageMaxBytes: 10 * 1024 * 1024,
  newsAdditionalImagesMax: 5,
  compressAboveBytes: 1024 * 1024,
  compressMaxSidePx: 800,
  warnAboveBytes: 4 * 1024 * 1024,
  storedImageMaxBytes: 8 * 1024 * 1024,
} as const;

export const POSTS = {
  titleMax: 200,
  contentMax: 2000,
  optionMax: 100,
  tagMax: 30,
  optionsMin: 2,
  optionsMax: 6,
  tagsMax: 5,
  commentMax: 500,
  answerMax: 1500,
  aboutMeMax: 1000,
  excerptMax: 500,
  externalFormTextMax: 50,
} as const;

export const PARTNER_AGE = { min: 18, max: 70, defaultMin: 18, defaultMax: 35 } as const;

export const PAGE_SIZES = {
  news: 12,
  matrimonial: 12,
  questions: 20,
  trending: 10,
  pageButtons: 5,
  homeNews: 10,
  adminListings: 20,
  adminNews: 10,
  adminQa: 20,
  adminUsers: 20,
  adminReferrals: 20,
  leaderboard: 20,
  formList: 10,
  submissions: 20,
  topReferrers: 5,
  recentReferrals: 5,
} as const;

export const DIRECTORY = { defaultLimit: 100, limitMin: 1, limitMax: 1000 } as const;

export const SHARE = { descriptionMax: 155, metaDescriptionMax: 155 } as const;

/**
 * Server-side limits of our own (not in the spec): auth throttling. Failed logins are counted per (phone, client
 * address) and per client address (IPv6 per /64), never per phone alone, so nobody can lock the owner out.
 */
/** One-time codes (OWASP's and NIST 800-63B's rules): see features/auth/otp.service.ts. */
export const OTP_LIMITS = {
  digits: 6,
  ttlMs: 10 * 60_000,
  /** Wrong tries of one code before a new code is needed. */
  triesPerCode: 5,
  resendAfterMs: 30_000,
  hourMs: 60 * 60_000,
  perPhonePerHour: 5,
  perAddressPerHour: 20,
} as const;

export const AUTH_LIMITS = {
  windowMs: 15 * 60_000,
  /** Wrong passwords for one phone from one address before each further try must wait. */
  freeFailuresPerPhone: 3,
  /** The first wait; it doubles with every further failure, up to the window. */
  firstDelayMs: 1_000,
  /** Wrong passwords from one address (any phones) before it may not try any more in the window. */
  failedLoginsPerIp: 50,
  registrationsPerPhone: 10,
  callsPerIpDefault: 100,
  /** Wrong passwords when confirming an account deletion before it is refused for the window. */
  deleteAccountFailures: 5,
} as const;

/**
 * Server-side upload limits of our own (not in the spec): files stored per member and per client IP in a
 * window, and the bytes one member may keep stored (admins are not counted).
 */
export const UPLOAD_LIMITS = {
  windowMs: 60 * 60_000,
  filesPerMember: 60,
  filesPerIp: 120,
  memberStorageBytes: 200 * 1024 * 1024,
  /** Text fields of one multipart request: how many, and how long each may be. */
  textFields: 100,
  textFieldBytes: 100_000,
} as const;
