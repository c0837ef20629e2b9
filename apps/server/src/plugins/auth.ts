import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import type { PlanType } from '@sangam/shared/user';
import type { Db } from '../db/dialect.ts';
import type { UserRow } from '../db/types.ts';

/** The signed-in member as every request sees them: their row without the password hash. */
export type ViewerUser = Omit<UserRow, 'passwordHash' | 'notificationPreferences'>;
import { forbidden, unauthorized } from '../lib/http-error.ts';
import { effectivePlan } from '@sangam/shared/plans';

export type Viewer = { user: ViewerUser; plan: PlanType; sessionId: string };

/** Who is looking, as the view policies need it: null for a visitor. */
export type ViewerRef = { id: string; plan: PlanType } | null;

/** Finds the member behind a live session (the auth feature's query, handed in by app.ts). */
export type SessionLookup = (db: Db, sessionId: string, userId: string) => Promise<ViewerUser | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null for a visitor (or a token that is not valid any more). */
    viewer: Viewer | null;
  }
}

/** The viewer as the member-view policy needs it. */
export const viewerRef = (viewer: Viewer | null): ViewerRef =>
  viewer ? { id: viewer.user.id, plan: viewer.plan } : null;

export const authPlugin = fp(async (app: FastifyInstance, { findSession }: { findSession: SessionLookup }) => {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await app.tokens.verify(header.slice(7).trim());
    if (!claims) return;
    const found = await findSession(app.db, claims.sessionId, claims.userId);
    if (found) request.viewer = { user: found, plan: effectivePlan(found), sessionId: claims.sessionId };
  });
});

type GuardOptions = { allowDeactivated?: boolean };

/** onRequest guard for member routes: a live session of an active (or, where allowed, deactivated) account. */
export function requireMember({ allowDeactivated = false }: GuardOptions = {}) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const viewer = request.viewer;
    if (!viewer) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    if (viewer.user.accountStatus === 'suspended')
      throw forbidden(AUTH_MESSAGES.suspended, ERROR_TYPES.accountSuspended);
    if (viewer.user.accountStatus === 'deactivated' && !allowDeactivated) {
      throw forbidden(AUTH_MESSAGES.deactivated, ERROR_TYPES.accountDeactivated);
    }
  };
}

export function requireAdmin() {
  const member = requireMember();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await member(request, reply);
    if (request.viewer?.plan !== 'admin') throw forbidden(AUTH_MESSAGES.adminOnly, ERROR_TYPES.adminOnly);
  };
}
