import type { User } from '@sangam/shared/user';
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

/** Shown only when the server sent contacts (premium or admin viewer, or the member themself). */
export function ContactCard({ member, withActions }: ContactCardProps) {
  const t = useT();
  const link = 'font-medium break-words text-brand-700 underline underline-offset-2';
  const contacts = [
    { kind: 'phone', term: t('users.contact.phone'), value: member.phoneNumber },
    { kind: 'email', term: t('users.contact.email'), value: member.email },
  ] as const;
  return (
    <ProfileCard id="contact-information" title={t('users.contact.title')}>
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
              {t('users.contact.call')}
            </ContactLink>
          )}
          {member.phoneNumber && (
            <WhatsAppChatLink phone={member.phoneNumber} name={member.name} label={t('users.contact.whatsapp')} />
          )}
          {member.email && (
            <ContactLink kind="email" value={member.email} className={buttonClasses('secondary')}>
              {t('users.contact.sendEmail')}
            </ContactLink>
          )}
          <ShareProfileButton member={member} stacked />
        </div>
      )}
    </ProfileCard>
  );
}
