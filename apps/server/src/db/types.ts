import type { Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';

// Column names are snake_case in SQL; CamelCasePlugin maps them to these camelCase keys.
// Times are ISO-8601 text and booleans 0/1 integers on both dialects, so queries read the same everywhere.

export interface UsersTable {
  id: string;
  name: string;
  phoneNumber: string;
  email: string | null;
  occupation: string;
  profession: Generated<string>;
  bio: Generated<string>;
  address: Generated<string>;
  profileImageId: string | null;
  /** JSON array of strings. */
  interests: Generated<string>;
  planType: Generated<'free' | 'basic' | 'premium' | 'admin'>;
  premiumExpiresAt: string | null;
  accountStatus: Generated<'active' | 'deactivated' | 'suspended'>;
  /** A suspension for a number of days ends at this time; null: until an admin lifts it (or not suspended). */
  suspendedUntil: Generated<string | null>;
  moderationState: Generated<ModerationState>;
  isPublic: Generated<number>;
  /** An admin's choice to be listed in the member directory (members are listed by isPublic alone). */
  listInDirectory: Generated<number>;
  /** 0 for an admin who has not chosen to be listed, else 1 (computed by the database). */
  directoryListed: GeneratedAlways<number>;
  /** The city taken from the address, and the keys the directory's filters match (users.queries keeps them). */
  city: Generated<string>;
  cityKey: Generated<string>;
  occupationKey: Generated<string>;
  referralCode: string;
  referredById: string | null;
  /** The member's language ('hi' | 'en'), null until they choose one. */
  language: string | null;
  /** When the member proved the phone is theirs by a one-time code; null until then. */
  phoneVerifiedAt: string | null;
  /** JSON: the member's notification choices over the defaults (features/notifications/preferences.ts). */
  notificationPreferences: Generated<string>;
  /** 1 while the member consents to contact_sharing (premium members may reveal their phone, e-mail, address). */
  shareContacts: Generated<number>;
  /** The policy version the member last agreed to; null for members who joined before consent was recorded. */
  policyVersion: string | null;
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
}

export interface SessionsTable {
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

export interface ReferralsTable {
  id: string;
  referrerId: string;
  /** Null once the referred member deleted their account: the referral stays, anonymised. */
  referredId: string | null;
  status: Generated<'pending' | 'completed' | 'cancelled'>;
  rewardGiven: Generated<number>;
  source: Generated<'link' | 'code'>;
  createdAt: string;
  completedAt: string | null;
}

export interface RewardsTable {
  id: string;
  userId: string;
  /** `premium_days`: a referral tier's premium reward, granted by the server. */
  rewardType: 'bonus_referral' | 'special_badge' | 'premium_days';
  reason: string;
  grantedById: string | null;
  createdAt: string;
}

export interface AuditLogTable {
  id: string;
  actorId: string | null;
  actorName: string;
  action: string;
  targetId: string | null;
  targetName: string;
  details: string;
  /** The kind of the subject ('user', 'listing', 'question'...), '' for rows before it was kept. */
  subjectType: Generated<string>;
  /** JSON { field: [before, after] } of the changed fields. */
  changes: Generated<string>;
  /** Where the admin acted from (the request's client address); null from the command line. */
  clientAddress: string | null;
  createdAt: string;
}

/** 0 shown; 1 hidden by three members' reports until an admin decides; 2 removed by an admin. */
export type ModerationState = 0 | 1 | 2;

export interface ReportsTable {
  id: string;
  subjectType: string;
  subjectId: string;
  reporterId: string;
  reason: string;
  note: Generated<string>;
  status: Generated<'open' | 'closed'>;
  outcome: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface ReportSubjectsTable {
  subjectType: string;
  subjectId: string;
  authorId: string | null;
  openCount: Generated<number>;
  hidden: Generated<number>;
  priorStatus: string | null;
  firstReportedAt: string;
}

export interface BlocksTable {
  blockerId: string;
  blockedId: string;
  createdAt: string;
}

export interface MediaTable {
  id: string;
  /** The member whose record uses it (their quota; deleted with them); null for the site's own content. */
  ownerId: string | null;
  kind: Generated<'image' | 'pdf'>;
  /** Who may read it: everyone, signed-in members, or premium members, admins and the owner. */
  access: Generated<'public' | 'members' | 'private'>;
  contentType: string;
  bytes: Buffer;
  byteSize: Generated<number>;
  /** 0 for PDFs. */
  width: number;
  height: number;
  /** The uploader's file name (cleaned), for PDFs and form files; null for images. */
  filename: string | null;
  createdAt: string;
}

export interface JobLeasesTable {
  name: string;
  holder: string | null;
  leaseUntil: string | null;
  lastRunAt: string | null;
}

export interface DirectoryConfigTable {
  id: string;
  enforcePublicFilter: number;
  enforceActiveFilter: number;
  excludeCurrentUser: number;
  /** The directory's `limit` setting: most members one page may return. */
  maxResults: number;
  updatedAt: string;
}

export interface ListingsTable {
  id: string;
  ownerId: string;
  title: string;
  category: string;
  description: string;
  contactPhone: string;
  contactEmail: string | null;
  imageId: string | null;
  premiumRequired: number;
  approved: number;
  moderationState: Generated<ModerationState>;
  createdAt: string;
  updatedAt: string;
}

export interface LikesTable {
  subjectType: string;
  subjectId: string;
  userId: string;
  createdAt: string;
}

export interface CommentsTable {
  id: string;
  subjectType: string;
  subjectId: string;
  userId: string;
  content: string;
  moderationState: Generated<ModerationState>;
  createdAt: string;
}

/**
 * Likes and comments are counted by triggers on their tables (migration 2026112320_engagement); views by the
 * article or question page itself (addView), here rather than on the subject's row (migration 2026120900).
 */
export interface EngagementCountsTable {
  subjectType: string;
  subjectId: string;
  likeCount: Generated<number>;
  commentCount: Generated<number>;
  viewCount: Generated<number>;
}

export interface SiteSettingsTable {
  id: string;
  communityName: string;
  contactPhone: string;
  contactEmail: string;
  whatsappNumber: string;
  address: string;
  eventsUrl: string;
  /** JSON array of { name, url }. */
  socialLinks: string;
  /** JSON array of { name, role }. */
  leadership: string;
  /** JSON array of the notification kinds admins let go out by WhatsApp/SMS. */
  phoneNotificationKinds: Generated<string>;
  /** The grievance officer the Privacy Policy names (DPDP Act). */
  grievanceName: Generated<string>;
  grievanceEmail: Generated<string>;
  grievancePhone: Generated<string>;
  /** The Terms and Privacy Policy version members agree to; raising it asks everyone again at sign-in. */
  policyVersion: Generated<string>;
  updatedAt: string;
}

export type PaymentStatus = 'created' | 'paid' | 'failed' | 'refunded' | 'mismatch';

export interface PaymentsTable {
  id: string;
  userId: string | null;
  memberName: string;
  plan: string;
  /** Paise. */
  amount: number;
  currency: string;
  status: Generated<PaymentStatus>;
  provider: 'razorpay' | 'test';
  providerOrderId: string;
  providerPaymentId: string | null;
  receiptNumber: string | null;
  paidAt: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  /** Why a payment failed, did not match its order, or was refunded. */
  note: Generated<string>;
  refundedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ReceiptCountersTable {
  financialYear: string;
  lastNumber: number;
}

export interface PremiumGrantsTable {
  id: string;
  userId: string;
  /** What the grant is for (`payment:<id>`, `referral-tier:gold`, `admin:<id>`, `demo`): each key grants once. */
  grantKey: string;
  days: number;
  periodStart: string;
  periodEnd: string;
  revokedAt: string | null;
  createdAt: string;
}

export interface TestProviderOrdersTable {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  createdAt: string;
}

export interface TestProviderPaymentsTable {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  createdAt: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  referrals: ReferralsTable;
  media: MediaTable;
  directoryConfig: DirectoryConfigTable;
  listings: ListingsTable;
  rewards: RewardsTable;
  auditLog: AuditLogTable;
  jobLeases: JobLeasesTable;
  likes: LikesTable;
  comments: CommentsTable;
  engagementCounts: EngagementCountsTable;
  siteSettings: SiteSettingsTable;
  payments: PaymentsTable;
  receiptCounters: ReceiptCountersTable;
  premiumGrants: PremiumGrantsTable;
  testProviderOrders: TestProviderOrdersTable;
  testProviderPayments: TestProviderPaymentsTable;
  matrimonialProfiles: MatrimonialProfilesTable;
  matrimonialPhotos: MatrimonialPhotosTable;
  matrimonialContactViews: MatrimonialContactViewsTable;
  questions: QuestionsTable;
  answers: AnswersTable;
  pollOptions: PollOptionsTable;
  pollVotes: PollVotesTable;
  forms: FormsTable;
  formVersions: FormVersionsTable;
  submissions: SubmissionsTable;
  submissionFiles: SubmissionFilesTable;
  outbox: OutboxTable;
  otpCodes: OtpCodesTable;
  notifications: NotificationsTable;
  news: NewsTable;
  newsImages: NewsImagesTable;
  newsViews: NewsViewsTable;
  newsAttendees: NewsAttendeesTable;
  reports: ReportsTable;
  reportSubjects: ReportSubjectsTable;
  blocks: BlocksTable;
  matrimonialInterests: MatrimonialInterestsTable;
  matrimonialShortlist: MatrimonialShortlistTable;
  matrimonialHidden: MatrimonialHiddenTable;
  successStories: SuccessStoriesTable;
  consents: ConsentsTable;
  contactReveals: ContactRevealsTable;
  dataExports: DataExportsTable;
  erasures: ErasuresTable;
  pushSubscriptions: PushSubscriptionsTable;
  backups: BackupsTable;
  memberChanges: MemberChangesTable;
}

export interface QuestionsTable {
  id: string;
  slug: string;
  authorId: string;
  title: string;
  content: string;
  type: 'question' | 'discussion' | 'poll' | 'opinion';
  category: string;
  priority: 'low' | 'normal' | 'high' | 'urgent';
  featured: number;
  status: 'active' | 'closed' | 'archived' | 'hidden' | 'reported';
  /** Space-separated lower-case tags. */
  tags: string;
  answerCount: Generated<number>;
  bestAnswerId: string | null;
  totalVotes: Generated<number>;
  pollExpiresAt: string | null;
  allowMultipleVotes: number;
  pollClosed: Generated<number>;
  trendingScore: Generated<number>;
  lastActivityAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface AnswersTable {
  id: string;
  questionId: string;
  authorId: string;
  content: string;
  status: 'active' | 'hidden' | 'reported';
  isBest: Generated<number>;
  createdAt: string;
}

export interface PollOptionsTable {
  questionId: string;
  optionIndex: number;
  option: string;
  voteCount: Generated<number>;
}

export interface PollVotesTable {
  questionId: string;
  optionIndex: number;
  userId: string;
  /** 1 when the poll allows one vote per member (a partial unique index enforces it). */
  single: number;
  createdAt: string;
}

export type QuestionRow = Selectable<QuestionsTable>;
export type AnswerRow = Selectable<AnswersTable>;

export type PaymentRow = Selectable<PaymentsTable>;

export type ListingRow = Selectable<ListingsTable>;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ReferralRow = Selectable<ReferralsTable>;

export interface FormsTable {
  id: string;
  title: string;
  description: Generated<string>;
  slug: string;
  category: string;
  status: 'draft' | 'active' | 'inactive' | 'archived';
  /** JSON text: the fields as the shared FormFieldSchema parses them. */
  fields: string;
  /** JSON text: FormSettingsSchema's output. */
  settings: string;
  /** JSON text: FormStylingSchema's output. */
  styling: string;
  startDate: string | null;
  endDate: string | null;
  submissionLimit: number | null;
  /** Submissions that are not spam. */
  submissionCount: Generated<number>;
  currentVersionId: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface FormVersionsTable {
  id: string;
  formId: string;
  version: number;
  title: string;
  /** JSON text: the fields when this version was made. */
  fields: string;
  createdAt: string;
}

export type SubmissionStatus = 'pending' | 'reviewed' | 'approved' | 'rejected' | 'spam';

export interface SubmissionsTable {
  id: string;
  formId: string;
  versionId: string;
  userId: string | null;
  status: Generated<SubmissionStatus>;
  /** JSON text: field id -> answer. */
  data: string;
  submitterName: Generated<string>;
  submitterEmail: Generated<string>;
  searchText: Generated<string>;
  singleKey: string | null;
  rating: number | null;
  reviewNotes: Generated<string>;
  reviewedAt: string | null;
  reviewedBy: string | null;
  flagged: Generated<number>;
  flagReason: Generated<string>;
  createdAt: string;
  updatedAt: string;
}

export interface SubmissionFilesTable {
  submissionId: string;
  fieldId: string;
  mediaId: string;
}

export interface OutboxTable {
  id: string;
  channel: 'email' | 'sms' | 'whatsapp' | 'push';
  /** JSON text: the addresses. */
  recipients: string;
  subject: string;
  body: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  lastError: Generated<string>;
  createdAt: string;
  sentAt: string | null;
  /** JSON of a phone message (template, variables); sealed when it holds a one-time code. */
  payload: string | null;
  /** After this time the message is pointless (a code's expiry) and is not tried again. */
  notAfter: string | null;
  nextAttemptAt: Generated<string | null>;
}

export interface OtpCodesTable {
  id: string;
  phoneNumber: string;
  purpose: string;
  codeHash: string;
  attempts: Generated<number>;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface NotificationsTable {
  id: string;
  userId: string;
  kind: string;
  groupKey: string | null;
  subject: string | null;
  actorId: string | null;
  others: Generated<number>;
  /** JSON of the sentence's values. */
  params: Generated<string>;
  link: string;
  readAt: string | null;
  createdAt: string;
}

export type FormRow = Selectable<FormsTable>;
export type SubmissionRow = Selectable<SubmissionsTable>;

export interface NewsTable {
  id: string;
  slug: string;
  title: string;
  /** Sanitised HTML. */
  content: string;
  excerpt: string;
  category: 'news' | 'event' | 'announcement' | 'press-release' | 'photo-gallery' | 'notice';
  status: 'draft' | 'published' | 'archived';
  featured: number;
  eventDate: string | null;
  eventLocation: string | null;
  /** JSON array of strings. */
  tags: string;
  /** Plain text of the content, excerpt and tags (search, reading time). */
  bodyText: string;
  /** Minutes: words of the content / 200, rounded up. */
  readTime: number;
  attachedFormId: string | null;
  formDisplayType: 'link' | 'embedded';
  externalFormLink: string | null;
  externalFormText: string;
  imageId: string | null;
  authorId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface NewsImagesTable {
  newsId: string;
  position: number;
  mediaId: string;
}

export interface NewsViewsTable {
  newsId: string;
  viewerKey: string;
  day: string;
}

export interface NewsAttendeesTable {
  newsId: string;
  userId: string;
  createdAt: string;
}

export type NewsRow = Selectable<NewsTable>;

export interface MatrimonialProfilesTable {
  id: string;
  userId: string;
  profileType: 'self' | 'son' | 'daughter' | 'brother' | 'sister' | 'relative';
  fullName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  gender: 'male' | 'female';
  height: string;
  weight: string;
  contactNumber: string;
  email: string;
  city: string;
  state: string;
  country: string;
  caste: string;
  subCaste: string;
  religion: string;
  education: string;
  occupation: string;
  income: string;
  familyType: 'nuclear' | 'joint';
  fatherOccupation: string;
  motherOccupation: string;
  /** JSON: { brothers, sisters, marriedBrothers, marriedSisters }. */
  siblings: string;
  aboutMe: string;
  /** JSON: the partner preferences. */
  partnerPreferences: string;
  biodataMediaId: string | null;
  approvalStatus: Generated<'pending' | 'approved' | 'rejected'>;
  isVisible: Generated<number>;
  adminNotes: Generated<string>;
  moderationState: Generated<ModerationState>;
  /** 'all' members see the photos, or only the owner, admins and families whose interest was 'accepted'. */
  photoPrivacy: Generated<'all' | 'accepted'>;
  /** The height in centimetres read from `height` (matches' height range); null when unreadable. */
  heightCm: Generated<number | null>;
  cityKey: string;
  stateKey: string;
  casteKey: string;
  educationKey: string;
  occupationKey: string;
  createdAt: string;
  updatedAt: string;
}

export interface MatrimonialPhotosTable {
  profileId: string;
  position: number;
  mediaId: string;
}

export interface MatrimonialContactViewsTable {
  id: string;
  profileId: string;
  viewerId: string;
  kind: 'contact' | 'biodata';
  createdAt: string;
}

export type MatrimonialProfileRow = Selectable<MatrimonialProfilesTable>;
export type OutboxRow = Selectable<OutboxTable>;

export type InterestStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn';

export interface MatrimonialInterestsTable {
  id: string;
  fromProfileId: string;
  toProfileId: string;
  fromUserId: string;
  toUserId: string;
  message: Generated<string>;
  status: Generated<InterestStatus>;
  createdAt: string;
  respondedAt: string | null;
}

export interface MatrimonialShortlistTable {
  userId: string;
  profileId: string;
  createdAt: string;
}

export interface MatrimonialHiddenTable {
  userId: string;
  profileId: string;
  createdAt: string;
  hiddenUntil: string;
}

export interface SuccessStoriesTable {
  id: string;
  brideName: string;
  groomName: string;
  /** YYYY-MM. */
  weddingMonth: string;
  city: Generated<string>;
  photoId: string | null;
  story: string;
  familiesConsented: Generated<number>;
  createdById: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Every grant and withdrawal of a consent purpose, kept as a record; the latest row per purpose is the state. */
export interface ConsentsTable {
  id: string;
  userId: string;
  purpose: 'terms' | 'directory' | 'contact_sharing' | 'marketing' | 'matrimonial';
  version: string;
  granted: number;
  /** A matrimonial profile's id for the matrimonial purpose, else null. */
  subjectId: string | null;
  /** For a relative's matrimonial profile: whose consent the member vouches for. */
  onBehalfOf: string | null;
  clientAddressHash: Generated<string>;
  at: string;
}

/** One row per viewer, subject and UTC day a member's, listing's or matrimonial profile's contacts were revealed. */
export interface ContactRevealsTable {
  id: string;
  viewerId: string;
  ownerId: string;
  subjectType: 'member' | 'listing' | 'matrimonial';
  subjectId: string;
  day: string;
  createdAt: string;
}

export interface DataExportsTable {
  id: string;
  userId: string;
  requestedById: string | null;
  reason: Generated<string>;
  status: Generated<'pending' | 'ready' | 'failed'>;
  dataJson: string | null;
  /** JSON array of { mediaId, path }. */
  files: Generated<string>;
  createdAt: string;
  readyAt: string | null;
  expiresAt: string | null;
}

/** That an erasure happened: a keyed hash of the member's id, never the id itself. */
export interface ErasuresTable {
  id: string;
  subjectHash: string;
  postsDeleted: Generated<number>;
  erasedAt: string;
}

/** A browser where a member turned push notifications on; it lasts as long as the session that made it. */
export interface PushSubscriptionsTable {
  id: string;
  userId: string;
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: Generated<string>;
  createdAt: string;
  lastSentAt: string | null;
}

/** A backup made (features/backups): when, where, how big, and whether it was read back whole. */
export interface BackupsTable {
  id: string;
  createdAt: string;
  fileName: string;
  bytes: number;
  error: string | null;
  server: string;
}

/** The members' change log (db/member-changes.ts), written by triggers only. */
export interface MemberChangesTable {
  version: number | null;
  userId: string | null;
  listing: number;
  oldText: string | null;
  newText: string | null;
  txid: number | null;
  loggedMs: number;
}
