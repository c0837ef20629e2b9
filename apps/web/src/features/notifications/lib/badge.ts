/** The bell's badge: the count, or "99+" above 99 (the server counts no further than 100). */
export const badgeText = (unread: number): string => (unread > 99 ? '99+' : String(unread));
