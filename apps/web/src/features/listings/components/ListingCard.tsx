import { Link } from 'react-router';
import type { Listing } from '@sangam/shared/listings';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { listingPath } from '../lib/share.ts';
import { ListingContacts, ListingWhatsApp, LockedListingContacts } from './ListingContacts.tsx';
import { ListingImage } from './ListingImage.tsx';
import { WhatsAppShareLink } from './WhatsAppShareLink.tsx';
import { useT } from '../../../i18n/useT.ts';
import { categoryLabel } from '../lib/categories.ts';

/** The server leaves a premium-only listing's contacts out for everyone but its owner (Show contact reveals them). */
export const contactsLocked = (listing: Pick<Listing, 'premiumRequired' | 'contactPhone'>) =>
  listing.premiumRequired && !listing.contactPhone;

export function ListingCard({ listing, eagerImage = false }: { listing: Listing; eagerImage?: boolean }) {
  const t = useT();
  const locked = contactsLocked(listing);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ListingImage src={listing.image} alt={listing.title} eager={eagerImage} placeholderBand="phones" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          {categoryLabel(t, listing.category)}
        </p>
        <h2 className="text-lg font-bold break-words text-slate-900">{listing.title}</h2>
        <p className="line-clamp-2 text-sm text-slate-700">{listing.description}</p>
        <p className="text-sm text-slate-700">{t('listings.card.by', { name: listing.user.name })}</p>
        <div className="mt-auto space-y-3 pt-1">
          {locked ? <LockedListingContacts listing={listing} withWhatsApp /> : <ListingContacts listing={listing} />}
          {listing.contactPhone && <ListingWhatsApp listing={listing} phone={listing.contactPhone} />}
          <div className="flex gap-2">
            {!locked && <WhatsAppShareLink listing={listing} className="flex-1" />}
            <Link to={listingPath(listing._id)} className={buttonClasses('primary', 'flex-1')}>
              {t('listings.card.viewDetails')}
              <span className="sr-only">: {listing.title}</span>
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
