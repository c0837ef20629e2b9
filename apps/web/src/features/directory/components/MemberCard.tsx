import { Link } from 'react-router';
import type { MemberContactReply } from '@sangam/shared/privacy';
import type { User } from '@sangam/shared/user';
import { RevealContact } from '../../../components/contact/RevealContact.tsx';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { Avatar } from '../../../components/ui/Avatar.tsx';
import { WhatsAppChatLink } from '../../../components/ui/WhatsAppChatLink.tsx';
import { ContactLink } from '../../../components/ui/ContactLink.tsx';
import { InterestChips } from '../../../components/ui/InterestChips.tsx';
import { VerifiedMark } from '../../../components/ui/VerifiedMark.tsx';
import { useT } from '../../../i18n/useT.ts';

const contactLink =
  'relative z-10 inline-flex min-h-11 min-w-11 items-center break-all font-medium text-brand-700 underline underline-offset-2';

/** A member's phone (tap to call, Call Now, WhatsApp), e-mail and address, above the card's stretched link. */
function MemberContacts({ member, contacts }: { member: User; contacts: Partial<MemberContactReply> }) {
  const t = useT();
  return (
    <ul className="relative z-10 space-y-1">
      {contacts.phoneNumber && (
        <li className="flex flex-wrap items-center justify-between gap-2">
          <span>
            <ContactLink kind="phone" value={contacts.phoneNumber} className={contactLink} named />
          </span>
          <WhatsAppChatLink phone={contacts.phoneNumber} name={member.name} />
        </li>
      )}
      {contacts.email && (
        <li>
          <ContactLink kind="email" value={contacts.email} className={contactLink} named />
        </li>
      )}
      {contacts.address && (
        <li className="break-words text-slate-800">
          <span className="sr-only">{t('common.reveal.address')}: </span>
          {contacts.address}
        </li>
      )}
      {contacts.phoneNumber && (
        <li>
          <ContactLink kind="phone" value={contacts.phoneNumber} className={buttonClasses('primary', 'mt-1 w-full')}>
            {t('common.reveal.callNow')}
          </ContactLink>
        </li>
      )}
    </ul>
  );
}

interface MemberCardProps {
  member: User;
  /** Free viewers: "Contact details for premium members". */
  showLockNote: boolean;
  /** Premium viewers and admins: "Show contact" (the reply carries no one's contacts but the viewer's own). */
  canReveal?: boolean;
}

/** The whole card opens the profile (stretched link); contacts and Show contact sit above it. */
export function MemberCard({ member, showLockNote, canReveal = false }: MemberCardProps) {
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
          <MemberContacts
            member={member}
            contacts={{ phoneNumber: member.phoneNumber ?? '', email: member.email ?? null }}
          />
        ) : canReveal ? (
          <RevealContact<MemberContactReply> path={`/users/${member.id}/contact`} name={member.name} raised>
            {(contact) => <MemberContacts member={member} contacts={contact} />}
          </RevealContact>
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
