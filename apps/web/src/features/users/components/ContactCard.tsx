import type { MemberContactReply } from '@sangam/shared/privacy';
import type { User } from '@sangam/shared/user';
import { RevealContact } from '../../../components/contact/RevealContact.tsx';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { WhatsAppChatLink } from '../../../components/ui/WhatsAppChatLink.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { ShareProfileButton } from './ShareProfileButton.tsx';
import { ContactLink } from '../../../components/ui/ContactLink.tsx';
import { useT } from '../../../i18n/useT.ts';

interface ContactCardProps {
  member: User;
  /** Premium viewers looking at someone else get Call Now, Send Email and Share Profile. */
  withActions: boolean;
}

interface ContactDetailsProps {
  member: User;
  contacts: { phoneNumber?: string | undefined; email?: string | null | undefined; address?: string | undefined };
  withActions: boolean;
}

function ContactDetails({ member, contacts, withActions }: ContactDetailsProps) {
  const t = useT();
  const link = 'font-medium break-words text-brand-700 underline underline-offset-2';
  const rows = [
    { kind: 'phone', term: t('users.contact.phone'), value: contacts.phoneNumber },
    { kind: 'email', term: t('users.contact.email'), value: contacts.email },
  ] as const;
  return (
    <>
      <dl className="space-y-3">
        {rows.map(
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
        {contacts.address && (
          <div>
            <dt className="text-sm text-slate-600">{t('users.address')}</dt>
            <dd className="whitespace-pre-line break-words text-slate-800">{contacts.address}</dd>
          </div>
        )}
      </dl>
      {withActions && (
        <div className="mt-4 grid gap-2">
          {contacts.phoneNumber && (
            <ContactLink kind="phone" value={contacts.phoneNumber} className={buttonClasses('primary')}>
              {t('users.contact.call')}
            </ContactLink>
          )}
          {contacts.phoneNumber && (
            <WhatsAppChatLink phone={contacts.phoneNumber} name={member.name} label={t('users.contact.whatsapp')} />
          )}
          {contacts.email && (
            <ContactLink kind="email" value={contacts.email} className={buttonClasses('secondary')}>
              {t('users.contact.sendEmail')}
            </ContactLink>
          )}
          <ShareProfileButton member={member} stacked />
        </div>
      )}
    </>
  );
}

/**
 * The member's own details as the server sent them (the owner), or "Show contact" for premium members and admins
 * looking at someone else (issue 36: replies carry nobody else's contacts; the reveal is logged and capped).
 */
export function ContactCard({ member, withActions }: ContactCardProps) {
  const t = useT();
  const own = Boolean(member.phoneNumber || member.email);
  return (
    <ProfileCard id="contact-information" title={t('users.contact.title')}>
      {own ? (
        <ContactDetails
          member={member}
          contacts={{ phoneNumber: member.phoneNumber, email: member.email }}
          withActions={withActions}
        />
      ) : (
        <RevealContact<MemberContactReply> path={`/users/${member.id}/contact`} name={member.name}>
          {(contact) => <ContactDetails member={member} contacts={contact} withActions={withActions} />}
        </RevealContact>
      )}
    </ProfileCard>
  );
}
