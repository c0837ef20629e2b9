import { PUSH_LIMITS, PUSH_MESSAGES, type PushSubscriptionInput } from '@sangam/shared/push';
import type { Db } from '../../db/dialect.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { endpointAllowed } from '../../lib/push-endpoint.ts';
import {
  deleteOwnSubscription,
  findByEndpoint,
  saveSubscription,
  subscriptionsOf,
  trimSubscriptions,
} from './push.queries.ts';

/** What the member's settings show of a browser: never its keys. */
const view = (row: Awaited<ReturnType<typeof subscriptionsOf>>[number]) => ({
  _id: row.id,
  endpoint: row.endpoint,
  userAgent: row.userAgent,
  createdAt: row.createdAt,
  lastSentAt: row.lastSentAt,
});

export const listSubscriptions = async (db: Db, userId: string) => ({
  subscriptions: (await subscriptionsOf(db, userId)).map(view),
});

/**
 * Turns push on in one browser for the member signed in there: tied to this session, so signing out stops it.
 * The same browser subscribing again (this member or another on a shared phone) takes its row over; `created`
 * says whether the row is new.
 */
export async function subscribe(
  db: Db,
  {
    userId,
    sessionId,
    input,
    userAgent,
    allowLocalTestService,
  }: {
    userId: string;
    sessionId: string;
    input: PushSubscriptionInput;
    userAgent: string;
    allowLocalTestService: boolean;
  },
) {
  if (!endpointAllowed(input.endpoint, { allowLocalTestService }))
    throw badRequest(PUSH_MESSAGES.endpointRefused, { endpoint: PUSH_MESSAGES.endpointRefused });
  return db.transaction().execute(async (trx) => {
    const existing = await findByEndpoint(trx, input.endpoint);
    const row = await saveSubscription(trx, {
      // Another member's browser gets a new id: the previous owner's pushes still waiting name the old one, and
      // find it gone instead of going out to the new owner.
      id: existing?.userId === userId ? existing.id : newId(),
      userId,
      sessionId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: userAgent.trim().slice(0, 200),
      // The member's own browser keeps its place among their devices; another member's becomes their newest.
      createdAt: existing?.userId === userId ? existing.createdAt : nowIso(),
    });
    await trimSubscriptions(trx, userId, PUSH_LIMITS.subscriptionsPerMember);
    return { created: !existing, subscription: view(row) };
  });
}

export async function unsubscribe(db: Db, userId: string, id: string) {
  if (!(await deleteOwnSubscription(db, userId, id))) throw notFound(PUSH_MESSAGES.notFound);
}
