import type { User } from '@sangam/shared/user';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { WhatsAppChatLink } from '../../../components/ui/WhatsAppChatLink.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { ShareProfileButton } from './ShareProfileButton.tsx';
import { ContactLink } from '../../../components/ui/ContactLink.tsx';

interface ContactCardProps {
  member: User;
  /** Premium viewers looking at someone else get Call Now, Send Email and Share Profile. */
  withActions: boolean;
}

/** Shown only when the server sent contacts (premium or admin viewer, or the member themself). */
export function ContactCard({ member, withActions }: ContactCardProps) {
  const link = 'font-medium break-words text-brand-700 underline underline-offset-2';
  const contacts = [
    { kind: 'phone', term: 'Phone', value: member.phoneNumber },
    { kind: 'email', term: 'Email', value: member.email },
  ] as const;
  return (
    <ProfileCard title="Contact Information">
      <dl className="space-y-3">
        {contacts.map(
          ({ kind, term, value }) =>
            value && (
              <div key={kind}>
                <dt className="text-sm text-slate-600">{term}</dt>
                <dd>
                  <ContactLink kind={kind} value={value} className={link} />
                </dd>
              </div>
            ),
        )}
      </dl>
      {withActions && (
        <div className="mt-4 grid gap-2">
          {member.phoneNumber && (
            <ContactLink kind="phone" value={member.phoneNumber} className={buttonClasses('primary')}>
              Call Now
            </ContactLink>
          )}
          {member.phoneNumber && (
            <WhatsAppChatLink phone={member.phoneNumber} name={member.name} label="Chat on WhatsApp" />
          )}
          {member.email && (
            <ContactLink kind="email" value={member.email} className={buttonClasses('secondary')}>
              Send Email
            </ContactLink>
          )}
          <ShareProfileButton member={member} stacked />
        </div>
      )}
    </ProfileCard>
  );
}
