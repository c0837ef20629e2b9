import { useContext } from 'react';
import type { User } from '@sangam/shared/user';
import { SessionContext } from '../auth/sessionContext.ts';

/**
 * The signed-in member, or null for a visitor. Unlike useSession it does not insist on a session provider: the
 * safety actions sit inside shared pieces (comments) that are also drawn on their own.
 */
export const useViewer = (): User | null => useContext(SessionContext)?.user ?? null;

/** Whether `userId` (an author, an owner) is the viewer. */
export const isViewer = (viewer: User | null, userId: string | null | undefined): boolean =>
  !!viewer && !!userId && (userId === viewer.id || userId === viewer._id);
