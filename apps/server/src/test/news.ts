import type { FastifyInstance } from 'fastify';
import type { NewsTable } from '../db/types.ts';
import { newId } from '../lib/ids.ts';
import { nowIso } from '../lib/time.ts';

/** A news item straight in the database (published unless told otherwise); answers its id and slug. */
export async function makeNews(app: FastifyInstance, fields: Partial<NewsTable> = {}) {
  const id = newId();
  const now = nowIso();
  const slug = fields.slug ?? `item-${id}`;
  await app.db
    .insertInto('news')
    .values({
      id,
      slug,
      title: 'Community meet',
      content: '<p>All members are welcome.</p>',
      excerpt: 'All members are welcome',
      category: 'news',
      status: 'published',
      featured: 0,
      eventDate: null,
      eventLocation: null,
      tags: '[]',
      bodyText: 'All members are welcome',
      readTime: 1,
      attachedFormId: null,
      formDisplayType: 'link',
      externalFormLink: null,
      externalFormText: 'Fill Form',
      imageId: null,
      authorId: null,
      createdAt: now,
      updatedAt: now,
      ...fields,
    })
    .execute();
  return { id, slug };
}
