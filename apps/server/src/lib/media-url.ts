import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Viewer } from '../plugins/auth.ts';

/** Who may read a stored file: everyone, signed-in members, or premium members, admins and its owner. */
export type MediaAccess = 'public' | 'members' | 'private';

/** What the read rule needs of a media row. */
export type MediaRef = { id: string; access: MediaAccess; ownerId: string | null };

/** URL of a public stored file (profile photos, listing and news images). */
export const mediaUrl = (id: string | null) => (id ? `/api/media/${id}` : null);

/**
 * The one rule for reading protected media. Suspended and deactivated accounts read only public media,
 * as they cannot use member routes either.
 */
export function mayReadMedia(viewer: Viewer | null, media: MediaRef): boolean {
  if (media.access === 'public') return true;
  if (!viewer || viewer.user.accountStatus !== 'active') return false;
  if (media.access === 'members') return true;
  return viewer.plan === 'premium' || viewer.plan === 'admin' || viewer.user.id === media.ownerId;
}

/** Signed URLs live about an hour; the expiry is rounded so one viewer gets the same URL (and cache) for a while. */
const SIGNED_URL_TTL_S = 3600;
const EXPIRY_STEP_S = 600;

/**
 * Short-lived signed URLs for protected media: an `<img>` or a download link cannot send a bearer token.
 * The signature is an HMAC of the media id, its access level and the expiry, keyed from the JWT secret, so a URL
 * stops working when it expires or when the file's access level changes.
 */
export class MediaUrls {
  private readonly key: Buffer;

  constructor(
    jwtSecret: string,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    this.key = Buffer.from(hkdfSync('sha256', jwtSecret, 'sangam', 'media-url-signing', 32));
  }

  /**
   * The URL a viewer should get for a media row: plain for public media, signed for protected media the viewer
   * may read, null otherwise. `path` serves it through a feature's own route (same id, same signature).
   */
  forViewer(viewer: Viewer | null, media: MediaRef | null, path?: string): string | null {
    if (!media) return null;
    const base = path ?? `/api/media/${media.id}`;
    if (media.access === 'public') return base;
    if (!mayReadMedia(viewer, media)) return null;
    return this.signed(media, base);
  }

  /** A signed URL regardless of viewer (the caller has decided who gets it). */
  signed(media: Pick<MediaRef, 'id' | 'access'>, path = `/api/media/${media.id}`): string {
    const exp = Math.ceil((this.nowSeconds() + SIGNED_URL_TTL_S) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
    return `${path}?exp=${exp}&sig=${this.currentSignature(media, exp)}`;
  }

  /** True for an unexpired signature made by `signed` for this media row at its current access level. */
  verify(media: Pick<MediaRef, 'id' | 'access'>, exp: number, sig: string): boolean {
    if (!Number.isSafeInteger(exp) || exp <= this.nowSeconds()) return false;
    const expected = Buffer.from(this.signature(media, exp));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * Signatures of the current expiry step, kept: a list page signs the same photos for every viewer until the
   * step moves on. Bounded, so a crawl through every profile cannot grow it without end.
   */
  private readonly current = new Map<string, string>();
  private currentExp = 0;

  private currentSignature(media: Pick<MediaRef, 'id' | 'access'>, exp: number): string {
    if (exp !== this.currentExp || this.current.size >= 10_000) {
      this.current.clear();
      this.currentExp = exp;
    }
    const key = `${media.id}.${media.access}`;
    let signature = this.current.get(key);
    if (signature === undefined) {
      signature = this.signature(media, exp);
      this.current.set(key, signature);
    }
    return signature;
  }

  private signature(media: Pick<MediaRef, 'id' | 'access'>, exp: number): string {
    return createHmac('sha256', this.key).update(`${media.id}.${media.access}.${exp}`).digest('base64url').slice(0, 32);
  }
}
