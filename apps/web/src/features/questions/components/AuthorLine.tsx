import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/Avatar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { authorName } from '../../../lib/formerMember.ts';
import { useT } from '../../../i18n/useT.ts';

interface AuthorLineProps {
  author: { _id?: string; name: string; profileImage: string | null };
  /** When it was posted (ISO). */
  date: string;
  /** Size and text classes of the avatar. */
  avatarClassName: string;
  /** More after the date (" · 12 views"). */
  children?: ReactNode;
}

/** Who wrote a question or an answer, and when: photo, name · date ("Former member" for an erased member's post). */
export function AuthorLine({ author, date, avatarClassName, children }: AuthorLineProps) {
  const t = useT();
  const name = authorName(t, author);
  return (
    <div className="flex items-center gap-3">
      <Avatar src={author.profileImage} name={name} className={avatarClassName} />
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{name}</span> · {formatDate(date)}
        {children}
      </p>
    </div>
  );
}
