// Plan checks without zod (for the web app's first chunk); user.ts re-exports them.
import type { User } from './user.ts';

/** Premium and admin members may see other members' contact details. */
export const hasPremiumAccess = (user: Pick<User, 'planType'> | null | undefined) =>
  user?.planType === 'premium' || user?.planType === 'admin';

export const isAdmin = (user: Pick<User, 'planType'> | null | undefined) => user?.planType === 'admin';
