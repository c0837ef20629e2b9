import { sql } from 'kysely';
import { FORMER_MEMBER_ID } from '@sangam/shared/privacy-messages';
import type { Db } from '../../db/dialect.ts';
import { newId } from '../../lib/ids.ts';

/** The name erased members' kept posts, payments and audit rows show. */
export const FORMER_MEMBER_NAME = 'Former member';

/**
 * The one ghost member erased members' kept posts move to: a phone without digits (no sign-in or registration
 * ever matches it), a hash that verifies no password, a referral code with characters codes never have,
 * deactivated, private and out of the directory; the lists and counts of members leave its id out too.
 */
export async function ensureFormerMember(db: Db, at: string): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: FORMER_MEMBER_ID,
      name: FORMER_MEMBER_NAME,
      phoneNumber: 'former-member',
      email: null,
      occupation: '',
      planType: 'free',
      accountStatus: 'deactivated',
      isPublic: 0,
      listInDirectory: 0,
      shareContacts: 0,
      referralCode: '~former member~',
      passwordHash: '!never-verifies',
      createdAt: at,
      updatedAt: at,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** What erasure needs of a member before their rows go: the values it scrubs elsewhere and the ids it follows. */
export async function erasureSubject(db: Db, userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'phoneNumber', 'email', 'profileImageId'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const [profiles, listings, submissions, owned] = await Promise.all([
    db
      .selectFrom('matrimonialProfiles')
      .select(['id', 'fullName', 'contactNumber', 'email', 'biodataMediaId'])
      .where('userId', '=', userId)
      .execute(),
    db.selectFrom('listings').select(['id', 'imageId']).where('ownerId', '=', userId).execute(),
    db.selectFrom('submissions').select(['id', 'formId', 'status']).where('userId', '=', userId).execute(),
    db.selectFrom('media').select('id').where('ownerId', '=', userId).execute(),
  ]);
  const profileIds = profiles.map((p) => p.id);
  const submissionIds = submissions.map((s) => s.id);
  const [photos, files, interests] = await Promise.all([
    profileIds.length
      ? db.selectFrom('matrimonialPhotos').select('mediaId').where('profileId', 'in', profileIds).execute()
      : [],
    submissionIds.length
      ? db.selectFrom('submissionFiles').select('mediaId').where('submissionId', 'in', submissionIds).execute()
      : [],
    profileIds.length
      ? db
          .selectFrom('matrimonialInterests')
          .select('id')
          .where((eb) => eb.or([eb('fromProfileId', 'in', profileIds), eb('toProfileId', 'in', profileIds)]))
          .execute()
      : [],
  ]);
  const media = new Set<string>(owned.map((m) => m.id));
  for (const id of [
    user.profileImageId,
    ...listings.map((l) => l.imageId),
    ...profiles.map((p) => p.biodataMediaId),
    ...photos.map((p) => p.mediaId),
    ...files.map((f) => f.mediaId),
  ]) {
    if (id) media.add(id);
  }
  return { user, profiles, listings, submissions, interestIds: interests.map((i) => i.id), mediaIds: [...media] };
}

export type ErasureSubject = NonNullable<Awaited<ReturnType<typeof erasureSubject>>>;

/**
 * Takes the member's row for this transaction, answering whether it is still there: a second erasure of the same
 * member (two admins at once) waits for the first and then finds no one (PostgreSQL locks the row; SQLite's
 * writing transaction already holds the whole database).
 */
export async function lockMember(db: Db, userId: string): Promise<boolean> {
  const [result] = await db
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .execute();
  return Number(result?.numUpdatedRows ?? 0) > 0;
}

/** Reports about things that go, and the queue rows of those things. */
export async function deleteReportsAbout(db: Db, type: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .deleteFrom('reports')
    .where('subjectType', '=', type)
    .where('subjectId', 'in', [...ids])
    .execute();
  await db
    .deleteFrom('reportSubjects')
    .where('subjectType', '=', type)
    .where('subjectId', 'in', [...ids])
    .execute();
}

/**
 * The member's own reports go; the queue counts one open report fewer for each, and a subject nobody else
 * reported (and that reports did not hide) leaves the queue.
 */
export async function deleteReportsBy(db: Db, userId: string): Promise<void> {
  const gone = await db
    .deleteFrom('reports')
    .where('reporterId', '=', userId)
    .returning(['subjectType', 'subjectId', 'status'])
    .execute();
  for (const report of gone) {
    if (report.status !== 'open') continue;
    await db
      .updateTable('reportSubjects')
      .set((eb) => ({ openCount: eb('openCount', '-', 1) }))
      .where('subjectType', '=', report.subjectType)
      .where('subjectId', '=', report.subjectId)
      .where('openCount', '>', 0)
      .execute();
    await db
      .deleteFrom('reportSubjects')
      .where('subjectType', '=', report.subjectType)
      .where('subjectId', '=', report.subjectId)
      .where('openCount', '<=', 0)
      .where('hidden', '=', 0)
      .execute();
  }
}

/** Kept posts under review stay in the queue, now the former member's. */
export const moveReportedAuthor = (db: Db, fromId: string, toId: string) =>
  db.updateTable('reportSubjects').set({ authorId: toId }).where('authorId', '=', fromId).execute();

/** Notifications about things that go (`listing:<id>`, `interest:<id>`...), whoever they were for. */
export async function deleteNotificationsAbout(db: Db, subjects: readonly string[]): Promise<void> {
  for (let i = 0; i < subjects.length; i += 500) {
    await db
      .deleteFrom('notifications')
      .where('subject', 'in', subjects.slice(i, i + 500))
      .execute();
  }
}

/**
 * Other members' notifications of the member's actions: gone with the posts, or told by the former member; their
 * stored values (the referral's name, the interest's profile names) say "Former member" instead.
 */
export async function scrubNotificationsBy(db: Db, userId: string, names: readonly string[], remove: boolean) {
  if (remove) {
    await db.deleteFrom('notifications').where('actorId', '=', userId).execute();
    return;
  }
  const rows = await db.selectFrom('notifications').select(['id', 'params']).where('actorId', '=', userId).execute();
  for (const row of rows) {
    await db
      .updateTable('notifications')
      .set({ actorId: FORMER_MEMBER_ID, params: scrubJson(row.params, names, FORMER_MEMBER_NAME) })
      .where('id', '=', row.id)
      .execute();
  }
}

/** Replaces each of `names` in the string values of a JSON text (the text stays valid JSON). */
export function scrubJson(text: string, names: readonly string[], replacement: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return scrubText(text, names, replacement);
  }
  const walk = (v: unknown): unknown =>
    typeof v === 'string'
      ? scrubText(v, names, replacement)
      : Array.isArray(v)
        ? v.map(walk)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
          : v;
  return JSON.stringify(walk(value));
}

export const scrubText = (text: string, needles: readonly string[], replacement: string) =>
  needles.reduce((out, needle) => (needle ? out.split(needle).join(replacement) : out), text);

/** A table and column by their names in the database (snake case). */
type TextColumn = { table: string; column: string };

/**
 * Replaces `needle` by `replacement` in a text column wherever it occurs (replace() in SQL: the same on SQLite and
 * PostgreSQL, and no LIKE escaping). Erasure is rare: the scan of the column is its cost.
 */
export async function replaceInColumn(
  db: Db,
  { table, column }: TextColumn,
  needle: string,
  replacement: string,
): Promise<void> {
  if (!needle) return;
  const col = sql.ref(column);
  await sql`UPDATE ${sql.table(table)} SET ${col} = replace(${col}, ${needle}, ${replacement})
    WHERE ${col} IS NOT NULL AND replace(${col}, ${needle}, '') <> ${col}`.execute(db);
}

/** Rows of a table whose text column holds `needle` go. */
export async function deleteWhereColumnHolds(db: Db, { table, column }: TextColumn, needle: string): Promise<void> {
  if (!needle) return;
  const col = sql.ref(column);
  await sql`DELETE FROM ${sql.table(table)} WHERE ${col} IS NOT NULL AND replace(${col}, ${needle}, '') <> ${col}`.execute(
    db,
  );
}

/**
 * The audit log keeps what admins did, not who the member was: rows about the member (or done by them) name the
 * former member, their id goes from the target, and their name, phone and e-mail from the texts.
 */
export async function pseudonymiseAudit(db: Db, subject: ErasureSubject, ids: readonly string[]): Promise<void> {
  const { user } = subject;
  const linked = [user.id, ...ids];
  const rows = await db
    .selectFrom('auditLog')
    .select(['id', 'actorId', 'actorName', 'targetId', 'targetName', 'details', 'changes'])
    .where((eb) => eb.or([eb('targetId', 'in', linked), eb('actorId', '=', user.id)]))
    .execute();
  const names = [user.name, ...subject.profiles.map((p) => p.fullName)].filter(Boolean);
  const contacts = contactsOf(subject);
  for (const row of rows) {
    const scrub = (text: string) => scrubText(scrubText(text, names, FORMER_MEMBER_NAME), contacts, '');
    await db
      .updateTable('auditLog')
      .set({
        actorId: row.actorId === user.id ? null : row.actorId,
        actorName: row.actorId === user.id ? FORMER_MEMBER_NAME : row.actorName,
        // Where the member acted (a password reset), where they acted from goes too.
        ...(row.actorId === user.id ? { clientAddress: null } : {}),
        targetId: row.targetId === user.id ? null : row.targetId,
        targetName: row.targetId === user.id ? FORMER_MEMBER_NAME : scrub(row.targetName),
        details: scrub(row.details),
        changes: scrubJson(scrubJson(row.changes, names, FORMER_MEMBER_NAME), contacts, ''),
      })
      .where('id', '=', row.id)
      .execute();
  }
  // Anywhere else in the log (a note naming their phone or e-mail): the contacts and the id go. Only the member's
  // own: a relative's profile may carry another member's number, which is theirs to keep.
  for (const column of ['details', 'changes', 'target_name']) {
    for (const contact of ownContactsOf(subject))
      await replaceInColumn(db, { table: 'audit_log', column }, contact, '');
    await replaceInColumn(db, { table: 'audit_log', column }, user.id, FORMER_MEMBER_ID);
  }
}

/** The member's own phone and e-mail: what site-wide scrubbing looks for (another member's rows stay theirs). */
export const ownContactsOf = (subject: ErasureSubject): string[] =>
  [subject.user.phoneNumber, subject.user.email].filter((v): v is string => Boolean(v && v.trim().length >= 5));

/** The member's phone and e-mail, and those of their matrimonial profiles: for rows tied to the member. */
export const contactsOf = (subject: ErasureSubject): string[] => [
  ...new Set(
    [
      subject.user.phoneNumber,
      subject.user.email,
      ...subject.profiles.flatMap((p) => [p.contactNumber, p.email]),
    ].filter((v): v is string => Boolean(v && v.trim().length >= 5)),
  ),
];

/** Payments and receipts stay for the tax law's years, without the member: no link, no name. */
export async function pseudonymisePayments(db: Db, subject: ErasureSubject): Promise<void> {
  const rows = await db.selectFrom('payments').select(['id', 'note']).where('userId', '=', subject.user.id).execute();
  const contacts = contactsOf(subject);
  for (const row of rows) {
    await db
      .updateTable('payments')
      .set({
        userId: null,
        memberName: FORMER_MEMBER_NAME,
        note: scrubText(scrubText(row.note, [subject.user.name], FORMER_MEMBER_NAME), contacts, ''),
      })
      .where('id', '=', row.id)
      .execute();
  }
}

/** One-time codes and messages for the member's phone or e-mail go; others' messages naming them say "Former member". */
export async function scrubMessages(db: Db, subject: ErasureSubject): Promise<void> {
  // The member's own phone and e-mail only: a relative's profile may carry another member's number, whose codes
  // and messages are theirs.
  const contacts = ownContactsOf(subject);
  for (const contact of contacts) {
    await deleteWhereColumnHolds(db, { table: 'outbox', column: 'recipients' }, contact);
    await deleteWhereColumnHolds(db, { table: 'otp_codes', column: 'phone_number' }, contact);
  }
  const names = [subject.user.name, ...subject.profiles.map((p) => p.fullName)].filter((n) => n.trim().length >= 2);
  // Not the sealed payload: a name could match inside its ciphertext and break a code on its way.
  for (const column of ['subject', 'body']) {
    for (const name of names) await replaceInColumn(db, { table: 'outbox', column }, name, FORMER_MEMBER_NAME);
    for (const contact of contacts) await replaceInColumn(db, { table: 'outbox', column }, contact, '');
  }
  // A push's payload is plain JSON (never sealed) and says the text again.
  for (const name of names)
    await sql`UPDATE outbox SET payload = replace(payload, ${name}, ${FORMER_MEMBER_NAME})
      WHERE channel = 'push' AND payload IS NOT NULL AND replace(payload, ${name}, '') <> payload`.execute(db);
}

/**
 * Push messages waiting for the member's browsers: they name the browser (its subscription), not a contact. Before
 * the sessions go, which take the subscriptions with them.
 */
export async function deletePushMessagesOf(db: Db, userId: string): Promise<void> {
  const browsers = db
    .selectFrom('pushSubscriptions')
    .select(sql<string>`'["' || id || '"]'`.as('recipients'))
    .where('userId', '=', userId);
  await db.deleteFrom('outbox').where('channel', '=', 'push').where('recipients', 'in', browsers).execute();
}

/** Copies of other members' data waiting to be downloaded do not carry the member either. */
export async function scrubOtherExports(db: Db, subject: ErasureSubject): Promise<void> {
  const column = { table: 'data_exports', column: 'data_json' } as const;
  await replaceInColumn(db, column, subject.user.id, FORMER_MEMBER_ID);
  // Whole JSON strings only ("Ram" must not turn another member's "Ramesh" into "Former memberesh").
  for (const name of [subject.user.name, ...subject.profiles.map((p) => p.fullName)]) {
    await replaceInColumn(db, column, JSON.stringify(name), JSON.stringify(FORMER_MEMBER_NAME));
  }
  for (const contact of ownContactsOf(subject)) {
    await replaceInColumn(db, column, JSON.stringify(contact), JSON.stringify(''));
  }
}

/** The member's own rows that no feature's delete path covers (the foreign keys would take most; said here). */
export async function deleteOwnRows(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('pollVotes').where('userId', '=', userId).execute();
  await db.deleteFrom('newsAttendees').where('userId', '=', userId).execute();
  await db.deleteFrom('newsViews').where('viewerKey', '=', `u:${userId}`).execute();
  await db.deleteFrom('notifications').where('userId', '=', userId).execute();
  await db.deleteFrom('consents').where('userId', '=', userId).execute();
  await db
    .deleteFrom('blocks')
    .where((eb) => eb.or([eb('blockerId', '=', userId), eb('blockedId', '=', userId)]))
    .execute();
  await db
    .deleteFrom('contactReveals')
    .where((eb) => eb.or([eb('viewerId', '=', userId), eb('ownerId', '=', userId)]))
    .execute();
  await db.deleteFrom('dataExports').where('userId', '=', userId).execute();
  await db.updateTable('dataExports').set({ requestedById: null }).where('requestedById', '=', userId).execute();
  await db.deleteFrom('premiumGrants').where('userId', '=', userId).execute();
  await db.deleteFrom('rewards').where('userId', '=', userId).execute();
  await db.deleteFrom('matrimonialShortlist').where('userId', '=', userId).execute();
  await db.deleteFrom('matrimonialHidden').where('userId', '=', userId).execute();
  await db.deleteFrom('matrimonialContactViews').where('viewerId', '=', userId).execute();
  await db.deleteFrom('referrals').where('referrerId', '=', userId).execute();
  await db.updateTable('referrals').set({ referredId: null }).where('referredId', '=', userId).execute();
  await db.updateTable('users').set({ referredById: null }).where('referredById', '=', userId).execute();
}

/** The member's matrimonial profiles go, with their photos' rows, interests both ways, shortlists and contact views. */
export async function deleteProfiles(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length)
    await db
      .deleteFrom('matrimonialProfiles')
      .where('id', 'in', [...ids])
      .execute();
}

export async function deleteListings(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length)
    await db
      .deleteFrom('listings')
      .where('id', 'in', [...ids])
      .execute();
}

/** Submissions made as the member go with their files' rows; the forms count their kept submissions again. */
export async function deleteSubmissions(
  db: Db,
  submissions: readonly { id: string; formId: string; status: string }[],
  adjust: (formId: string, delta: number) => Promise<unknown>,
): Promise<void> {
  if (!submissions.length) return;
  await db
    .deleteFrom('submissions')
    .where(
      'id',
      'in',
      submissions.map((s) => s.id),
    )
    .execute();
  const counted = new Map<string, number>();
  for (const s of submissions) if (s.status !== 'spam') counted.set(s.formId, (counted.get(s.formId) ?? 0) + 1);
  for (const [formId, n] of counted) await adjust(formId, -n);
}

/** Every erasure a database recorded: a keyed hash of the id, the choice made of the posts, when. */
export async function listErasures(db: Db): Promise<ErasureRecord[]> {
  const rows = await db.selectFrom('erasures').select(['subjectHash', 'postsDeleted', 'erasedAt']).execute();
  return rows.map((row) => ({ ...row, postsDeleted: Boolean(row.postsDeleted) }));
}

export type ErasureRecord = { subjectHash: string; postsDeleted: boolean; erasedAt: string };

/** That an erasure happened, with nothing of who but a keyed hash of the id. */
export const insertErasure = (db: Db, row: ErasureRecord) =>
  db
    .insertInto('erasures')
    .values({
      id: newId(),
      subjectHash: row.subjectHash,
      postsDeleted: row.postsDeleted ? 1 : 0,
      erasedAt: row.erasedAt,
    })
    .execute();
