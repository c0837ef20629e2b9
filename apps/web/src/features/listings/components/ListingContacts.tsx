import type { Listing } from '@sangam/shared/listings';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const contactLink =
  'inline-flex min-h-11 items-center break-all font-medium text-brand-700 underline underline-offset-2';

/** Phone (tap to call) and the optional email; nothing when the server left them out. */
export function ListingContacts({ listing }: { listing: Pick<Listing, 'contactPhone' | 'contactEmail'> }) {
  if (!listing.contactPhone && !listing.contactEmail) return null;
  return (
    <ul className="text-sm">
      {listing.contactPhone && (
        <li>
          <span className="sr-only">Phone: </span>
          <a href={telHref(listing.contactPhone)} className={contactLink}>
            {listing.contactPhone}
          </a>
        </li>
      )}
      {listing.contactEmail && (
        <li>
          <span className="sr-only">Email: </span>
          <a href={`mailto:${listing.contactEmail}`} className={contactLink}>
            {listing.contactEmail}
          </a>
        </li>
      )}
    </ul>
  );
}
