import { MATRIMONIAL_MESSAGES as M, calendarDay } from '@sangam/shared/matrimonial';
import { parseHeightCm, type MatchesQuerySchema } from '@sangam/shared/matrimonial-matches';
import type { z } from 'zod';
import type { Db } from '../../db/dialect.ts';
import { cachedBy } from '../../lib/cache.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { readPage } from '../../lib/paging.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { blockingViewer } from '../blocks/blocks.service.ts';
import { profileViews, profileVisibleTo } from './matrimonial-view.ts';
import { listMatches, type MatchFilter } from './matrimonial-matches.queries.ts';
import { findProfile, type ProfileWithPhotos } from './matrimonial.queries.ts';
import { key, yearsAgo } from './matrimonial.service.ts';
import { hidingViewer } from './shortlist.service.ts';

/** The profile whose matches are asked for, kept until the database changes (paging through them reads it once). */
const matchingProfile = cachedBy('matchingProfile', ['matrimonial', 'members'], findProfile);

const keys = (items: string[]) => [...new Set(items.map(key).filter(Boolean))];

/** What a profile's partner preferences ask for, as the filter of its matches. */
export function matchFilterOf(
  profile: ProfileWithPhotos,
  viewerId: string,
  leftOut: Pick<MatchFilter, 'blocked' | 'hiding'>,
): MatchFilter {
  const prefs = profile.partnerPreferences;
  const heightMin = parseHeightCm(prefs.heightRange.min);
  const heightMax = parseHeightCm(prefs.heightRange.max);
  // Age N means born after the day N+1 years ago and on or before the day N years ago (as the list's filter).
  return {
    viewerId,
    gender: profile.gender === 'male' ? 'female' : 'male',
    dobFrom: yearsAgo(prefs.ageRange.max + 1),
    dobTo: yearsAgo(prefs.ageRange.min),
    educationKeys: keys(prefs.education),
    occupationKeys: keys(prefs.occupation),
    locationKeys: keys(prefs.location),
    casteKeys: keys(prefs.caste),
    ...(heightMin !== null ? { heightMin } : {}),
    ...(heightMax !== null ? { heightMax } : {}),
    ...leftOut,
  };
}

/**
 * GET /api/matrimonial/matches: profiles inside the partner preferences of one of the member's own approved
 * profiles, newest first, shown by the list's view rules. Another member's profile is refused (403), as is one
 * of the member's own not yet approved or hidden by reports (403); one that does not exist is not found (404).
 */
export async function matchesFor(db: Db, query: z.output<typeof MatchesQuerySchema>, viewer: Viewer, urls: MediaUrls) {
  // Read together: the profile, and whether the member blocks or hides anyone (those probes are added only for a
  // member who has any, as the list does).
  const [profile, blocking, hiding] = await Promise.all([
    matchingProfile(db, query.profileId),
    blockingViewer(db, { id: viewer.user.id, plan: viewer.plan }),
    hidingViewer(db, viewer),
  ]);
  // Another member's profile the viewer cannot see is not found; one they can see is refused.
  if (!profile || !profileVisibleTo(profile, viewer)) throw notFound(M.notFound);
  if (profile.userId !== viewer.user.id) throw forbidden(M.notOwner);
  if (profile.approvalStatus !== 'approved' || profile.moderationState !== 0) throw forbidden(M.matchesNotApproved);
  const filter = matchFilterOf(profile, viewer.user.id, {
    blocked: blocking !== undefined,
    ...(hiding ? { hiding } : {}),
  });
  const { rows, pagination } = await readPage(query, (window) => listMatches(db, filter, window));
  const today = calendarDay();
  return {
    // The list's view rules (photo privacy included), after the cached read.
    profiles: await profileViews(db, rows, viewer, urls, today),
    pagination: { ...pagination, totalPages: pagination.pages },
  };
}
