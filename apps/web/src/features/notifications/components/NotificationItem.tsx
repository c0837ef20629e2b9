import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/Avatar.tsx';
import { useT } from '../../../i18n/useT.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { timeAgo } from '../../../lib/timeAgo.ts';
import type { Notification } from '../api/getNotifications.ts';
import { BellIcon } from './NotificationBell.tsx';

/** "just now" under a minute, then "5 minutes ago", "3 hours ago"... in the language shown. */
function useAgo() {
  const t = useT();
  return (createdAt: string) =>
    Date.now() - new Date(createdAt).getTime() < 60_000 ? t('notifications.justNow') : timeAgo(createdAt);
}

/** One notification: who (their photo) or what (an icon), the server's sentence, how long ago; a tap opens it. */
export function NotificationItem({ notification }: { notification: Notification }) {
  const t = useT();
  const ago = useAgo();
  const { actor, text, link, read, createdAt } = notification;
  const body = (
    <>
      {actor ? (
        <Avatar src={actor.profileImage} name={actor.name} alt="" className="size-11 text-sm" />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800"
        >
          <BellIcon className="size-5" />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className={`block break-words text-slate-900 ${read ? '' : 'font-semibold'}`}>{text}</span>
        <time dateTime={createdAt} title={formatDateTime(createdAt)} className="mt-0.5 block text-sm text-slate-700">
          {ago(createdAt)}
        </time>
      </span>
      {!read && (
        <span className="mt-2 flex shrink-0 items-center">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-brand-700" />
          <span className="sr-only">{t('notifications.unread')}</span>
        </span>
      )}
    </>
  );
  const className = `flex min-h-14 items-start gap-3 px-4 py-3 hover:bg-slate-50 ${read ? 'bg-white' : 'bg-brand-50'}`;
  // The server's links are the site's own paths; anything else opens as a plain link.
  return link.startsWith('/') ? (
    <Link to={link} className={className}>
      {body}
    </Link>
  ) : (
    <a href={link} className={className}>
      {body}
    </a>
  );
}
