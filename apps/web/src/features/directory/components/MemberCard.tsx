import { Link } from 'react-router';
import type { User } from '@sangam/shared/user';
import { Avatar } from '../../../components/ui/Avatar.tsx';
import { WhatsAppChatLink } from '../../../components/ui/WhatsAppChatLink.tsx';
import { ContactLink } from '../../../components/ui/ContactLink.tsx';
import { InterestChips } from '../../../components/ui/InterestChips.tsx';
import { VerifiedMark } from '../../../components/ui/VerifiedMark.tsx';
import { useT } from '../../../i18n/useT.ts';

const contactLink =
  'relative z-10 inline-flex min-h-11 min-w-11 items-center break-all font-medium text-brand-700 underline underline-offset-2';

/** The whole card opens the profile (stretched link); phone and email links sit above it. */
export function MemberCard({ member, showLockNote }: { member: User; showLockNote: boolean }) {
  const t = useT();
  const interests = member.interests.slice(0, 3);
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-blue-700 hover:border-brand-600">
      <div className="flex items-center gap-3">
        <Avatar src={member.profileImage} name={member.name} alt="" className="size-14 text-lg" />
        <div className="min-w-0">
          <h2 className="text-base font-bold text-slate-900">
            <Link
              to={`/user-profile/${member.id}`}
              className="break-words after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
            >
              {member.name}
            </Link>
          </h2>
          <p className="truncate text-sm text-slate-700">{member.occupation || t('directory.card.noOccupation')}</p>
          {member.phoneVerified && <VerifiedMark className="mt-1" />}
        </div>
      </div>
      {interests.length > 0 && (
        <InterestChips interests={interests} className="mt-3" label={t('directory.card.interests')} small />
      )}
      <div className="mt-auto pt-3 text-sm">
        {member.phoneNumber || member.email ? (
          <ul>
            {member.phoneNumber && (
              <li className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <ContactLink kind="phone" value={member.phoneNumber} className={contactLink} named />
                </span>
                <WhatsAppChatLink phone={member.phoneNumber} name={member.name} className="relative z-10" />
              </li>
            )}
            {member.email && (
              <li>
                <ContactLink kind="email" value={member.email} className={contactLink} named />
              </li>
            )}
          </ul>
        ) : (
          showLockNote && (
            <p className="flex items-center gap-1.5 text-slate-600">
              <svg
                viewBox="0 0 24 24"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <rect x="5" y="11" width="14" height="10" rx="2" />
                <path d="M8 11V7a4 4 0 0 1 8 0v4" />
              </svg>
              {t('directory.card.lockNote')}
            </p>
          )
        )}
      </div>
    </article>
  );
}
