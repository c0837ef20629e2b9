import type { Db } from '../../db/dialect.ts';
import { fileSlug } from '../../lib/content-disposition.ts';
import type { ExportFile } from './data-export.queries.ts';

/**
 * What a copy of a member's data holds: only the member's own records (issue 36). Other members appear only by the
 * ids of what the member acted on (a liked question, a shortlisted profile), except in the log of who viewed the
 * member's contact details, where the viewer's name is the point. Every query reads by the member's id through an
 * index on that column.
 */
export type CollectedExport = { data: Record<string, unknown>; files: ExportFile[] };

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

const parseJson = (text: string | null | undefined, fallback: unknown): unknown => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fallback;
  }
};

/** The files of the ZIP, each under files/ with a readable name that no other file of the ZIP takes. */
class FileList {
  readonly files: ExportFile[] = [];
  private readonly taken = new Set<string>();
  private readonly media = new Map<string, { contentType: string; filename: string | null }>();

  constructor(private readonly db: Db) {}

  /** Reads the media rows (type and name only) of the files about to be added. */
  async load(ids: (string | null | undefined)[]) {
    const wanted = [...new Set(ids.filter((id): id is string => Boolean(id) && !this.media.has(id!)))];
    for (let i = 0; i < wanted.length; i += 500) {
      const rows = await this.db
        .selectFrom('media')
        .select(['id', 'contentType', 'filename'])
        .where('id', 'in', wanted.slice(i, i + 500))
        .execute();
      for (const row of rows) this.media.set(row.id, row);
    }
  }

  /** Adds a stored file under `files/<folder>/<name>`; the ZIP path, or null when the file is gone. */
  add(mediaId: string | null | undefined, folder: string, name: string): string | null {
    const media = mediaId ? this.media.get(mediaId) : undefined;
    if (!mediaId || !media) return null;
    const given = media.filename ? fileSlug(media.filename.replace(/\.[a-z0-9]+$/i, ''), 40) : '';
    const base = fileSlug(name, 60) || given || 'file';
    const extension =
      EXTENSIONS[media.contentType] ?? (/\.([a-z0-9]{1,5})$/i.exec(media.filename ?? '')?.[1]?.toLowerCase() || 'bin');
    let path = `files/${folder}/${base}.${extension}`;
    for (let n = 2; this.taken.has(path); n++) path = `files/${folder}/${base}-${n}.${extension}`;
    this.taken.add(path);
    this.files.push({ mediaId, path });
    return path;
  }
}

/** data.json and the files of one member's copy. */
export async function collectMemberData(db: Db, userId: string, now: string): Promise<CollectedExport> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const files = new FileList(db);

  const consents = await db
    .selectFrom('consents')
    .select(['purpose', 'version', 'granted', 'subjectId', 'onBehalfOf', 'at'])
    .where('userId', '=', userId)
    .orderBy('purpose')
    .orderBy('at')
    .orderBy('id')
    .execute();

  const listings = await db
    .selectFrom('listings')
    .selectAll()
    .where('ownerId', '=', userId)
    .orderBy('createdAt')
    .execute();

  const questions = await db
    .selectFrom('questions')
    .selectAll()
    .where('authorId', '=', userId)
    .orderBy('createdAt')
    .execute();
  const pollOptions = questions.length
    ? await db
        .selectFrom('pollOptions')
        .select(['questionId', 'optionIndex', 'option'])
        .where(
          'questionId',
          'in',
          questions.map((q) => q.id),
        )
        .orderBy('questionId')
        .orderBy('optionIndex')
        .execute()
    : [];

  const answers = await db
    .selectFrom('answers')
    .select(['id', 'questionId', 'content', 'status', 'isBest', 'createdAt'])
    .where('authorId', '=', userId)
    .orderBy('createdAt')
    .execute();
  const comments = await db
    .selectFrom('comments')
    .select(['id', 'subjectType', 'subjectId', 'content', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
  const likes = await db
    .selectFrom('likes')
    .select(['subjectType', 'subjectId', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
  const pollVotes = await db
    .selectFrom('pollVotes')
    .select(['questionId', 'optionIndex', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
  const rsvps = await db
    .selectFrom('newsAttendees')
    .innerJoin('news', 'news.id', 'newsAttendees.newsId')
    .select(['newsAttendees.newsId', 'news.title', 'news.eventDate', 'newsAttendees.createdAt'])
    .where('newsAttendees.userId', '=', userId)
    .orderBy('newsAttendees.createdAt')
    .execute();

  const profiles = await db
    .selectFrom('matrimonialProfiles')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
  const photos = profiles.length
    ? await db
        .selectFrom('matrimonialPhotos')
        .select(['profileId', 'position', 'mediaId'])
        .where(
          'profileId',
          'in',
          profiles.map((p) => p.id),
        )
        .orderBy('profileId')
        .orderBy('position')
        .execute()
    : [];

  const sent = await db
    .selectFrom('matrimonialInterests')
    .select(['id', 'fromProfileId', 'toProfileId', 'message', 'status', 'createdAt', 'respondedAt'])
    .where('fromUserId', '=', userId)
    .orderBy('createdAt')
    .execute();
  const received = await db
    .selectFrom('matrimonialInterests')
    .select(['id', 'fromProfileId', 'toProfileId', 'status', 'createdAt', 'respondedAt'])
    .where('toUserId', '=', userId)
    .orderBy('createdAt')
    .execute();
  const shortlist = await db
    .selectFrom('matrimonialShortlist')
    .select(['profileId', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
  const hidden = await db
    .selectFrom('matrimonialHidden')
    .select(['profileId', 'createdAt', 'hiddenUntil'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();

  const payments = await db
    .selectFrom('payments')
    .select([
      'id',
      'memberName',
      'plan',
      'amount',
      'currency',
      'status',
      'provider',
      'providerOrderId',
      'providerPaymentId',
      'receiptNumber',
      'paidAt',
      'periodStart',
      'periodEnd',
      'refundedAt',
      'createdAt',
    ])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();

  const referrals = await db
    .selectFrom('referrals')
    .select(['id', 'status', 'source', 'rewardGiven', 'createdAt', 'completedAt'])
    .where('referrerId', '=', userId)
    .orderBy('createdAt')
    .execute();

  const notifications = await db
    .selectFrom('notifications')
    .select(['kind', 'link', 'readAt', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

  // The browsers the member turned push notifications on in; their keys stay out (they are the browser's, not data).
  const pushDevices = await db
    .selectFrom('pushSubscriptions')
    .select(['userAgent', 'createdAt', 'lastSentAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();

  const submissions = await db
    .selectFrom('submissions')
    .innerJoin('forms', 'forms.id', 'submissions.formId')
    .innerJoin('formVersions', 'formVersions.id', 'submissions.versionId')
    .select([
      'submissions.id',
      'submissions.formId',
      'forms.title as formTitle',
      'formVersions.fields',
      'submissions.status',
      'submissions.data',
      'submissions.submitterName',
      'submissions.submitterEmail',
      'submissions.createdAt',
    ])
    .where('submissions.userId', '=', userId)
    .orderBy('submissions.createdAt')
    .execute();
  const submissionFiles = submissions.length
    ? await db
        .selectFrom('submissionFiles')
        .select(['submissionId', 'fieldId', 'mediaId'])
        .where(
          'submissionId',
          'in',
          submissions.map((s) => s.id),
        )
        .execute()
    : [];

  // Who viewed the member's contact details: the member's own, their listings' and their matrimonial profiles'.
  const reveals = await db
    .selectFrom('contactReveals')
    .innerJoin('users as viewer', 'viewer.id', 'contactReveals.viewerId')
    .select([
      'viewer.name as viewerName',
      'contactReveals.subjectType',
      'contactReveals.subjectId',
      'contactReveals.createdAt',
    ])
    .where('contactReveals.ownerId', '=', userId)
    .orderBy('contactReveals.createdAt')
    .execute();
  const matrimonialViews = profiles.length
    ? await db
        .selectFrom('matrimonialContactViews')
        .innerJoin('users as viewer', 'viewer.id', 'matrimonialContactViews.viewerId')
        .select([
          'viewer.name as viewerName',
          'matrimonialContactViews.profileId',
          'matrimonialContactViews.kind',
          'matrimonialContactViews.createdAt',
        ])
        .where(
          'matrimonialContactViews.profileId',
          'in',
          profiles.map((p) => p.id),
        )
        .orderBy('matrimonialContactViews.createdAt')
        .execute()
    : [];

  await files.load([
    user.profileImageId,
    ...listings.map((l) => l.imageId),
    ...photos.map((p) => p.mediaId),
    ...profiles.map((p) => p.biodataMediaId),
    ...submissionFiles.map((f) => f.mediaId),
  ]);

  const profileNames = new Map(profiles.map((p) => [p.id, p.fullName]));
  const optionsOf = (questionId: string) =>
    pollOptions.filter((o) => o.questionId === questionId).map((o) => ({ index: o.optionIndex, option: o.option }));

  const data = {
    about:
      'A copy of your data on Sangam: your profile, consents, posts, activity, matrimonial profiles, payments, ' +
      'notifications, the browsers you turned push notifications on in, form submissions, and who viewed your ' +
      'contact details. Files are in the files folder.',
    exportedAt: now,
    profile: {
      id: user.id,
      name: user.name,
      phoneNumber: user.phoneNumber,
      email: user.email,
      address: user.address,
      city: user.city,
      occupation: user.occupation,
      profession: user.profession,
      bio: user.bio,
      interests: parseJson(user.interests, []),
      photo: files.add(user.profileImageId, 'profile', 'profile-photo'),
      planType: user.planType,
      premiumExpiresAt: user.premiumExpiresAt,
      accountStatus: user.accountStatus,
      listedInDirectory: user.isPublic === 1,
      sharesContacts: user.shareContacts === 1,
      referralCode: user.referralCode,
      language: user.language,
      phoneVerifiedAt: user.phoneVerifiedAt,
      notificationPreferences: parseJson(user.notificationPreferences, {}),
      policyVersion: user.policyVersion,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    consents: consents.map((c) => ({
      purpose: c.purpose,
      granted: c.granted === 1,
      version: c.version,
      ...(c.subjectId ? { matrimonialProfileId: c.subjectId } : {}),
      ...(c.onBehalfOf ? { onBehalfOf: c.onBehalfOf } : {}),
      at: c.at,
    })),
    listings: listings.map((l) => ({
      id: l.id,
      title: l.title,
      category: l.category,
      description: l.description,
      contactPhone: l.contactPhone,
      contactEmail: l.contactEmail,
      premiumRequired: l.premiumRequired === 1,
      approved: l.approved === 1,
      image: files.add(l.imageId, 'listings', l.title),
      createdAt: l.createdAt,
      updatedAt: l.updatedAt,
    })),
    questions: questions.map((q) => ({
      id: q.id,
      title: q.title,
      content: q.content,
      type: q.type,
      category: q.category,
      tags: q.tags ? q.tags.split(' ') : [],
      status: q.status,
      ...(q.type === 'poll' ? { pollOptions: optionsOf(q.id), pollExpiresAt: q.pollExpiresAt } : {}),
      createdAt: q.createdAt,
      updatedAt: q.updatedAt,
    })),
    answers: answers.map((a) => ({
      id: a.id,
      questionId: a.questionId,
      content: a.content,
      status: a.status,
      best: a.isBest === 1,
      createdAt: a.createdAt,
    })),
    comments: comments.map((c) => ({ ...c })),
    likes: likes.map((l) => ({ ...l })),
    pollVotes: pollVotes.map((v) => ({ ...v })),
    rsvps: rsvps.map((r) => ({ newsId: r.newsId, event: r.title, eventDate: r.eventDate, createdAt: r.createdAt })),
    matrimonialProfiles: profiles.map((p) => ({
      id: p.id,
      profileType: p.profileType,
      fullName: p.fullName,
      dateOfBirth: p.dateOfBirth,
      gender: p.gender,
      height: p.height,
      weight: p.weight,
      contactNumber: p.contactNumber,
      email: p.email,
      city: p.city,
      state: p.state,
      country: p.country,
      caste: p.caste,
      subCaste: p.subCaste,
      religion: p.religion,
      education: p.education,
      occupation: p.occupation,
      income: p.income,
      familyType: p.familyType,
      fatherOccupation: p.fatherOccupation,
      motherOccupation: p.motherOccupation,
      siblings: parseJson(p.siblings, {}),
      aboutMe: p.aboutMe,
      partnerPreferences: parseJson(p.partnerPreferences, {}),
      approvalStatus: p.approvalStatus,
      visible: p.isVisible === 1,
      photoPrivacy: p.photoPrivacy,
      photos: photos
        .filter((photo) => photo.profileId === p.id)
        .map((photo) => files.add(photo.mediaId, 'matrimonial', `${p.fullName} photo ${photo.position + 1}`))
        .filter((path) => path !== null),
      biodata: files.add(p.biodataMediaId, 'matrimonial', `${p.fullName} biodata`),
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    })),
    interests: {
      sent: sent.map((i) => ({
        id: i.id,
        fromProfileId: i.fromProfileId,
        fromProfileName: profileNames.get(i.fromProfileId) ?? null,
        toProfileId: i.toProfileId,
        message: i.message,
        status: i.status,
        createdAt: i.createdAt,
        respondedAt: i.respondedAt,
      })),
      received: received.map((i) => ({
        id: i.id,
        toProfileId: i.toProfileId,
        toProfileName: profileNames.get(i.toProfileId) ?? null,
        fromProfileId: i.fromProfileId,
        status: i.status,
        createdAt: i.createdAt,
        respondedAt: i.respondedAt,
      })),
    },
    shortlist: shortlist.map((s) => ({ ...s })),
    hidden: hidden.map((h) => ({ ...h })),
    payments: payments.map((p) => ({
      ...p,
      amountRupees: p.amount / 100,
      receipt: p.receiptNumber ? { number: p.receiptNumber, paidAt: p.paidAt } : null,
    })),
    referrals: {
      code: user.referralCode,
      referred: referrals.map((r) => ({
        id: r.id,
        status: r.status,
        source: r.source,
        rewardGiven: r.rewardGiven === 1,
        createdAt: r.createdAt,
        completedAt: r.completedAt,
      })),
    },
    notifications: notifications.map((n) => ({
      kind: n.kind,
      link: n.link,
      read: n.readAt !== null,
      createdAt: n.createdAt,
    })),
    pushDevices: pushDevices.map((d) => ({ ...d })),
    formSubmissions: submissions.map((s) => {
      const labels = new Map<string, string>();
      const fields = parseJson(s.fields, []);
      if (Array.isArray(fields)) {
        for (const field of fields as { id?: unknown; label?: unknown }[]) {
          if (typeof field?.id === 'string')
            labels.set(field.id, typeof field.label === 'string' ? field.label : field.id);
        }
      }
      const answers = parseJson(s.data, {}) as Record<string, unknown>;
      const date = s.createdAt.slice(0, 10);
      return {
        id: s.id,
        formId: s.formId,
        form: s.formTitle,
        status: s.status,
        name: s.submitterName,
        email: s.submitterEmail,
        answers: Object.entries(answers && typeof answers === 'object' ? answers : {}).map(([fieldId, value]) => ({
          field: labels.get(fieldId) ?? fieldId,
          answer: value,
        })),
        files: submissionFiles
          .filter((f) => f.submissionId === s.id)
          .map((f) => ({
            field: labels.get(f.fieldId) ?? f.fieldId,
            file: files.add(f.mediaId, 'forms', `${s.formTitle} ${date} ${labels.get(f.fieldId) ?? f.fieldId}`),
          })),
        createdAt: s.createdAt,
      };
    }),
    contactViews: [
      ...reveals.map((r) => ({ viewer: r.viewerName, what: r.subjectType, subjectId: r.subjectId, at: r.createdAt })),
      ...matrimonialViews.map((v) => ({
        viewer: v.viewerName,
        what: v.kind === 'biodata' ? 'matrimonial biodata' : 'matrimonial',
        subjectId: v.profileId,
        at: v.createdAt,
      })),
    ].sort((a, b) => a.at.localeCompare(b.at)),
    files: files.files.map((f) => f.path),
  };
  return { data, files: files.files };
}
