import type { AttachedForm, NewsItem } from '@sangam/shared/news';
import { mediaUrl } from '../../lib/media-url.ts';
import type { Counts } from '../engagement/engagement.service.ts';
import type { NewsListRow } from './news.queries.ts';

export type NewsExtras = {
  imageIds: string[];
  /** Likes, comments and views. */
  engagement: Counts;
  attachedForm: AttachedForm | null;
  goingCount: number;
  going: boolean;
};

const parseTags = (json: string): string[] => {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
};

/** A news row as replies carry it; `content` only where asked (the article, the admin list). */
export function toNewsItem(row: NewsListRow, extras: NewsExtras, now: string, withContent: boolean): NewsItem {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    status: row.status,
    featured: row.featured === 1,
    excerpt: row.excerpt,
    ...(withContent ? { content: row.content } : {}),
    image: mediaUrl(row.imageId),
    images: extras.imageIds.map((id) => mediaUrl(id)!),
    imageIds: extras.imageIds,
    author: row.authorName ? { name: row.authorName } : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    ...extras.engagement,
    eventDate: row.eventDate,
    eventLocation: row.eventLocation,
    isPast: row.category === 'event' && !!row.eventDate && row.eventDate < now,
    goingCount: extras.goingCount,
    going: extras.going,
    attachedForm: extras.attachedForm,
    attachedFormId: row.attachedFormId,
    formDisplayType: row.formDisplayType,
    externalFormLink: row.externalFormLink,
    externalFormText: row.externalFormText,
    tags: parseTags(row.tags),
    readTime: row.readTime,
  };
}
