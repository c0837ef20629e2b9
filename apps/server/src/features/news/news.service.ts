import { NEWS_LIMITS, NEWS_MESSAGES, readingMinutes, type NewsFields } from '@sangam/shared/news';
import { isUniqueViolation, type Db } from '../../db/dialect.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { commentsOf, engagementFor, removeEngagement } from '../engagement/engagement.service.ts';
import type { UploadSpec, UploadedFile } from '../media/upload-checks.service.ts';
import { deleteRecordMedia, replaceMedia } from '../media/media.service.ts';
import { attachedFormsOf } from './attached-forms.ts';
import { toNewsItem } from './news-view.ts';
import { forgetArticle } from './news-notifications.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { CHANGED, changesOf } from '../audit/audit.service.ts';
import {
  attendanceOf,
  deleteNews,
  findNewsById,
  findNewsBySlug,
  imagesOf,
  insertNews,
  recordView,
  setNewsImages,
  slugTaken,
  updateNews,
  type NewsListRow,
  type NewsWithAuthor,
} from './news.queries.ts';

/** The main image and up to 5 additional ones, 10 MB each (admin-and-forms spec, section 5). */
export const NEWS_UPLOADS = {
  image: {
    kind: 'image',
    maxBytes: NEWS_LIMITS.imageMaxBytes,
    box: { width: 1600, height: 1600 },
    messages: { tooLarge: NEWS_MESSAGES.imageSize, wrongType: NEWS_MESSAGES.imageType },
  },
  images: {
    kind: 'image',
    maxBytes: NEWS_LIMITS.imageMaxBytes,
    maxCount: NEWS_LIMITS.additionalImagesMax,
    box: { width: 1600, height: 1600 },
    messages: {
      tooLarge: NEWS_MESSAGES.imageSize,
      wrongType: NEWS_MESSAGES.imageType,
      tooMany: NEWS_MESSAGES.tooManyImages,
    },
  },
} satisfies UploadSpec;

export type NewsFiles = { image: UploadedFile[]; images: UploadedFile[] };

/** Drafts and archived items exist for admins only. */
export const newsVisibleTo = (row: Pick<NewsWithAuthor, 'status'>, viewer: Viewer | null) =>
  row.status === 'published' || viewer?.plan === 'admin';

/** The article by id, or a 404 when it does not exist or the viewer may not see it. */
export async function findVisibleNews(db: Db, id: string, viewer: Viewer | null): Promise<NewsWithAuthor> {
  const row = await findNewsById(db, id);
  if (!row || !newsVisibleTo(row, viewer)) throw notFound(NEWS_MESSAGES.notFound);
  return row;
}

/** Replies for a page of rows: images, counts, forms and attendance in one query each. */
export async function newsItems(db: Db, rows: readonly NewsListRow[], viewer: Viewer | null, withContent: boolean) {
  const ids = rows.map((row) => row.id);
  const viewerId = viewer?.user.id ?? null;
  const formIds = [...new Set(rows.flatMap((row) => (row.attachedFormId ? [row.attachedFormId] : [])))];
  const eventIds = rows.filter((row) => row.category === 'event').map((row) => row.id);
  const [images, engagement, forms, attendance] = await Promise.all([
    imagesOf(db, ids),
    engagementFor(db, 'news', ids, viewerId),
    attachedFormsOf(db, formIds),
    attendanceOf(db, eventIds, viewerId),
  ]);
  const now = nowIso();
  return rows.map((row) =>
    toNewsItem(
      row,
      {
        imageIds: images.get(row.id) ?? [],
        engagement: engagement.get(row.id)!,
        attachedForm: (row.attachedFormId && forms.get(row.attachedFormId)) || null,
        goingCount: attendance.counts.get(row.id) ?? 0,
        going: attendance.going.has(row.id),
      },
      now,
      withContent,
    ),
  );
}

/** GET /api/news/:slug (an id works too): counts the viewer's view once a day, with the newest comments. */
export async function getArticle(db: Db, slugOrId: string, viewer: Viewer | null, viewerKey: string) {
  const row = (await findNewsBySlug(db, slugOrId)) ?? (await findNewsById(db, slugOrId));
  if (!row || !newsVisibleTo(row, viewer)) throw notFound(NEWS_MESSAGES.notFound);
  if (row.status === 'published') await recordView(db, row.id, viewerKey, nowIso().slice(0, 10));
  const [[item], comments] = await Promise.all([
    newsItems(db, [row], viewer, true),
    commentsOf(db, { type: 'news', id: row.id }, {}, viewer && { id: viewer.user.id, plan: viewer.plan }),
  ]);
  return {
    news: { ...item!, content: row.content, comments: comments.comments, commentsNextCursor: comments.nextCursor },
  };
}

/** Text of HTML for search and reading time: tags become spaces, the common entities their characters. */
function plainText(html: string) {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The columns written from the form's fields; the content is sanitised here, before it is stored. */
/** An article's fields as its audit rows show them: the content (long) only as changed, derived columns left out. */
const auditedFields = (columns: Partial<ReturnType<typeof columnsOf>>) => {
  const { content, bodyText: _text, readTime: _minutes, ...rest } = columns;
  return { ...rest, content: content === undefined ? undefined : '' };
};

/** The audit row of an admin's change to an article. */
const auditNews = (
  trx: Db,
  viewer: Viewer,
  action: string,
  article: { id: string; title: string },
  changes: Record<string, [unknown, unknown]>,
) =>
  recordAudit(trx, {
    actor: { id: viewer.user.id, name: viewer.user.name },
    action,
    target: { id: article.id, name: article.title },
    subjectType: 'news',
    changes,
  });

function columnsOf(fields: NewsFields) {
  const content = sanitizeRichText(fields.content);
  const text = plainText(content);
  if (!text && !/<img\s/.test(content)) {
    throw badRequest(NEWS_MESSAGES.requiredFields, { content: NEWS_MESSAGES.requiredFields });
  }
  return {
    title: fields.title,
    content,
    excerpt: fields.excerpt,
    category: fields.category,
    status: fields.status,
    featured: fields.featured ? 1 : 0,
    eventDate: fields.eventDate,
    eventLocation: fields.eventLocation,
    tags: JSON.stringify(fields.tags),
    bodyText: [text, fields.excerpt, fields.tags.join(' ')].join(' '),
    readTime: readingMinutes(text),
    attachedFormId: fields.attachedForm,
    formDisplayType: fields.formDisplayType,
    externalFormLink: fields.externalFormLink,
    externalFormText: fields.externalFormText,
  };
}

/** A slug from the title: lower-case latin letters and digits joined by hyphens ("news" when none are left). */
export function slugify(title: string) {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return base || 'news';
}

const tooManyImages = () => badRequest(NEWS_MESSAGES.tooManyImages, { images: NEWS_MESSAGES.tooManyImages });

export async function createNews(db: Db, viewer: Viewer, fields: NewsFields, files: NewsFiles) {
  const columns = columnsOf(fields);
  if (files.images.length > NEWS_LIMITS.additionalImagesMax) throw tooManyImages();
  const id = newId();
  const base = slugify(fields.title);
  const now = nowIso();
  const write = (slug: string) =>
    db.transaction().execute(async (trx) => {
      const [imageId = null] = await replaceMedia(trx, {
        ownerId: null,
        access: 'public',
        previous: [],
        next: [files.image[0]],
      });
      await insertNews(trx, {
        id,
        slug,
        ...columns,
        imageId,
        authorId: viewer.user.id,
        createdAt: now,
        updatedAt: now,
      });
      await setNewsImages(
        trx,
        id,
        await replaceMedia(trx, { ownerId: null, access: 'public', previous: [], next: files.images }),
      );
      const { content: _content, ...shown } = auditedFields(columns);
      await auditNews(trx, viewer, 'news.create', { id, title: columns.title }, changesOf({}, { slug, ...shown }));
    });
  // A taken slug gets the article's id after it; two articles of one title racing still end with two slugs.
  const first = (await slugTaken(db, base)) ? `${base}-${id.slice(0, 8)}` : base;
  try {
    await write(first);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await write(`${base}-${id}`);
  }
  return { news: await savedItem(db, id, viewer), message: NEWS_MESSAGES.created };
}

export async function editNews(db: Db, id: string, viewer: Viewer, fields: NewsFields, files: NewsFiles) {
  const row = await findNewsById(db, id);
  if (!row) throw notFound(NEWS_MESSAGES.notFound);
  const columns = columnsOf(fields);
  const current = (await imagesOf(db, [id])).get(id) ?? [];
  // Ids the form asks to keep must be this article's own; any other id is ignored.
  const kept = (fields.keepImages ?? current).filter((mediaId) => current.includes(mediaId));
  const next = [...new Set(kept), ...files.images];
  if (next.length > NEWS_LIMITS.additionalImagesMax) throw tooManyImages();
  await db.transaction().execute(async (trx) => {
    const [imageId = null] = await replaceMedia(trx, {
      ownerId: null,
      access: 'public',
      previous: [row.imageId],
      next: [files.image[0] ?? (fields.removeImage ? null : row.imageId)],
    });
    // The images' rows go first: they hold the media rows that replaceMedia deletes.
    await setNewsImages(trx, id, []);
    const imageIds = await replaceMedia(trx, { ownerId: null, access: 'public', previous: current, next });
    await setNewsImages(trx, id, imageIds);
    await updateNews(trx, id, { ...columns, imageId, updatedAt: nowIso() });
    const changes = changesOf(auditedFields(row), auditedFields(columns));
    if (row.content !== columns.content) changes.content = [CHANGED, CHANGED];
    if (imageId !== row.imageId) changes.image = [row.imageId ? '(image)' : null, imageId ? '(new image)' : null];
    if (JSON.stringify(imageIds) !== JSON.stringify(current)) changes.images = [current.length, imageIds.length];
    const publishing = row.status !== 'published' && columns.status === 'published';
    await auditNews(trx, viewer, publishing ? 'news.publish' : 'news.update', { id, title: columns.title }, changes);
    // Off the site (a draft again, or archived): members can no longer read it, so nobody is told of it.
    if (columns.status !== 'published') await forgetArticle(trx, id);
  });
  return { news: await savedItem(db, id, viewer), message: NEWS_MESSAGES.updated };
}

async function savedItem(db: Db, id: string, viewer: Viewer) {
  const row = (await findNewsById(db, id))!;
  const [item] = await newsItems(db, [row], viewer, true);
  return { ...item!, content: row.content };
}

/** Deleting an article takes its likes, comments, attendance, views and pictures with it. */
export async function removeNews(db: Db, id: string, viewer: Viewer) {
  const row = await findNewsById(db, id);
  if (!row) throw notFound(NEWS_MESSAGES.notFound);
  const images = (await imagesOf(db, [id])).get(id) ?? [];
  await db.transaction().execute(async (trx) => {
    await forgetArticle(trx, id);
    await removeEngagement(trx, 'news', [id]);
    await deleteNews(trx, id);
    await deleteRecordMedia(trx, [row.imageId, ...images]);
    await auditNews(trx, viewer, 'news.delete', { id, title: row.title }, { status: [row.status, null] });
  });
  return { message: NEWS_MESSAGES.deleted };
}
