import type { Listing } from '@sangam/shared/listings';
import { ContactLink } from '../../../components/ui/ContactLink.tsx';

const contactLink =
  'inline-flex min-h-11 items-center break-all font-medium text-brand-700 underline underline-offset-2';

/** Phone (tap to call) and the optional email; nothing when the server left them out. */
export function ListingContacts({ listing }: { listing: Pick<Listing, 'contactPhone' | 'contactEmail'> }) {
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
