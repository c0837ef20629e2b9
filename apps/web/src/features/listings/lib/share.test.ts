import { describe, expect, it } from 'vitest';
import { listingShareText } from '@sangam/shared/listing-messages';
import { listing as listingFixture } from '../../../test/listingFixture.ts';
import { listingWhatsAppUrl } from './share.ts';

// The fixture's Sharma Plumbing (l1, Plumber, 9876543210, the same-day description), with an email.
const listing = listingFixture({ contactEmail: 'sharma@example.com' });

describe('listing share text', () => {
  it('has the title, category, phone, optional email and description, one per line', () => {
    expect(listingShareText(listing)).toBe(
      '*Sharma Plumbing*\nCategory: Plumber\nPhone: 9876543210\nEmail: sharma@example.com\nLeaks, taps and geysers fixed the same day.',
    );
    expect(listingShareText({ ...listing, contactEmail: undefined })).not.toContain('Email:');
  });

  it('cuts the description at 155 characters', () => {
    const text = listingShareText({ ...listing, description: 'a'.repeat(200) });
    expect(text.endsWith(`\n${'a'.repeat(155)}...`)).toBe(true);
  });

  it("opens WhatsApp with the text and the listing's link", () => {
    const url = new URL(listingWhatsAppUrl(listing));
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(
      `${listingShareText(listing)}\n${window.location.origin}/service-listings/l1`,
    );
  });
});
