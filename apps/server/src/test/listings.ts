import type { FastifyInstance } from 'fastify';
import { newId } from '../lib/ids.ts';
import { nowIso } from '../lib/time.ts';
import type { ListingRow } from '../db/types.ts';

/** A listing straight in the database, owned by `ownerId`. */
export async function makeListing(app: FastifyInstance, ownerId: string, fields: Partial<ListingRow> = {}) {
  const id = newId();
  const now = nowIso();
  await app.db
    .insertInto('listings')
    .values({
      id,
      ownerId,
      title: 'Leak repairs',
      category: 'Plumber',
      description: 'Pipes and taps fixed the same day',
      contactPhone: '9822000000',
      contactEmail: 'fix@example.com',
      imageId: null,
      premiumRequired: 0,
      approved: 1,
      createdAt: now,
      updatedAt: now,
      ...fields,
    })
    .execute();
  return id;
}
