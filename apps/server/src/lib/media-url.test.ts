import { describe, expect, it } from 'vitest';
import { MediaUrls } from './media-url.ts';

const SECRET = 'a secret of at least thirty-two characters, for tests';
const parts = (url: string) => {
  const params = new URL(url, 'http://x').searchParams;
  return { exp: Number(params.get('exp')), sig: params.get('sig')! };
};

describe('signed media URLs, kept for the expiry step', () => {
  it('gives every viewer the same URL within a step, and a new one that verifies after it', () => {
    let now = 1_800_000_000;
    const urls = new MediaUrls(SECRET, () => now);
    const photo = { id: 'p1', access: 'members' as const };
    const first = urls.signed(photo);
    expect(urls.signed(photo)).toBe(first);

    now += 600;
    const next = urls.signed(photo);
    expect(next).not.toBe(first);
    for (const url of [first, next]) {
      const { exp, sig } = parts(url);
      expect(urls.verify(photo, exp, sig)).toBe(true);
    }
  });

  it('signs each access level apart: a URL signed as members-only fails once the file is private', () => {
    const urls = new MediaUrls(SECRET);
    const asMembers = parts(urls.signed({ id: 'p1', access: 'members' }));
    const asPrivate = parts(urls.signed({ id: 'p1', access: 'private' }));
    expect(asPrivate.sig).not.toBe(asMembers.sig);
    expect(urls.verify({ id: 'p1', access: 'private' }, asMembers.exp, asMembers.sig)).toBe(false);
    expect(urls.verify({ id: 'p1', access: 'private' }, asPrivate.exp, asPrivate.sig)).toBe(true);
  });

  it('signs as many files as asked, past the number it keeps', () => {
    const urls = new MediaUrls(SECRET);
    const signed = Array.from({ length: 10_050 }, (_, i) => ({
      id: `m${i}`,
      url: urls.signed({ id: `m${i}`, access: 'members' }),
    }));
    for (const { id, url } of [signed[0]!, signed[10_049]!]) {
      const { exp, sig } = parts(url);
      expect(urls.verify({ id, access: 'members' }, exp, sig)).toBe(true);
    }
  });
});

describe('signed media URLs, bound to their path and audience (issue 29, item 7)', () => {
  const photo = { id: 'p1', access: 'members' as const };
  const path = '/api/matrimonial/profiles/m1/image/0';

  it('a URL signed for a feature path verifies there only, not at /api/media/<id> nor another path', () => {
    const urls = new MediaUrls(SECRET);
    const { exp, sig } = parts(urls.signed(photo, path));
    expect(urls.verify(photo, exp, sig, { path })).toBe(true);
    expect(urls.verify(photo, exp, sig)).toBe(false);
    expect(urls.verify(photo, exp, sig, { path: '/api/matrimonial/profiles/m2/image/0' })).toBe(false);
  });

  it("an owner's URL says so and is signed apart: a readers' signature does not pass as the owner's", () => {
    const urls = new MediaUrls(SECRET);
    const owner = urls.signed(photo, path, 'owner');
    expect(new URL(owner, 'http://x').searchParams.get('aud')).toBe('owner');
    const readers = parts(urls.signed(photo, path));
    expect(urls.verify(photo, readers.exp, readers.sig, { path, audience: 'owner' })).toBe(false);
    const signed = parts(owner);
    expect(urls.verify(photo, signed.exp, signed.sig, { path, audience: 'owner' })).toBe(true);
    expect(urls.verify(photo, signed.exp, signed.sig, { path })).toBe(false);
  });
});
