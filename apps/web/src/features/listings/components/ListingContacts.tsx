import type { Listing } from '@sangam/shared/listings';
import { hasPremiumAccess } from '@sangam/shared/plans';
import type { ListingContactReply } from '@sangam/shared/privacy';
import { RevealContact } from '../../../components/contact/RevealContact.tsx';
import { ContactLink } from '../../../components/ui/ContactLink.tsx';
import { WhatsAppChatLink } from '../../../components/ui/WhatsAppChatLink.tsx';
import { useT } from '../../../i18n/useT.ts';
import { useViewer } from '../../../safety/useViewer.ts';
import { PremiumContactPrompt } from './PremiumContactPrompt.tsx';

const contactLink =
  'inline-flex min-h-11 items-center break-all font-medium text-brand-700 underline underline-offset-2';

type Contacts = { contactPhone?: string | undefined; contactEmail?: string | null | undefined };

/** Phone (tap to call) and the optional email; nothing when the server left them out. */
export function ListingContacts({ listing }: { listing: Contacts }) {
  if (!listing.contactPhone && !listing.contactEmail) return null;
  return (
    <ul className="text-sm">
      {listing.contactPhone && (
        <li>
          <ContactLink kind="phone" value={listing.contactPhone} className={contactLink} named />
        </li>
      )}
      {listing.contactEmail && (
        <li>
          <ContactLink kind="email" value={listing.contactEmail} className={contactLink} named />
        </li>
      )}
    </ul>
  );
}

/** The listing's WhatsApp chat button, for the contacts shown or revealed. */
export function ListingWhatsApp({ listing, phone }: { listing: Pick<Listing, 'title'>; phone: string }) {
  const t = useT();
  return (
    <WhatsAppChatLink
      phone={phone}
      name={listing.title}
      label={t('listings.card.chatOnWhatsApp')}
      greeting={t('listings.card.whatsAppGreeting', { title: listing.title })}
      className="w-full"
    />
  );
}

/**
 * A premium-only listing's contacts for someone else (issue 36: the reply carries them to the owner alone):
 * "Show contact" for premium members and admins (logged and capped), the premium prompt for free members.
 */
export function LockedListingContacts({ listing, withWhatsApp = false }: { listing: Listing; withWhatsApp?: boolean }) {
  const viewer = useViewer();
  if (!hasPremiumAccess(viewer)) return <PremiumContactPrompt />;
  return (
    <RevealContact<ListingContactReply> path={`/listings/${listing._id}/contact`} name={listing.title}>
      {(contact) => (
        <div className="space-y-3">
          <ListingContacts listing={contact} />
          {withWhatsApp && contact.contactPhone && <ListingWhatsApp listing={listing} phone={contact.contactPhone} />}
        </div>
      )}
    </RevealContact>
  );
}
