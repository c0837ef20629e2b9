import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Viewer } from '../plugins/auth.ts';

/**
 * Who may read a stored file: everyone, signed-in members, or its owner and admins. A feature's own route may
 * serve a private file to more readers after its own rule (a biodata to premium members).
 */
export type MediaAccess = 'public' | 'members' | 'private';

/**
 * Whom a signed URL was handed to: a reader of the owning record ('readers': it works while the record is visible
 * to them) or the record's owner or an admin ('owner': it works whatever the record's state).
 */
export type LinkAudience = 'readers' | 'owner';

/** What the read rule needs of a media row. */
export type MediaRef = { id: string; access: MediaAccess; ownerId: string | null };

/** URL of a public stored file (profile photos, listing and news images). */
export const mediaUrl = (id: string | null) => (id ? `/api/media/${id}` : null);

/**
 * The one rule for reading protected media. Suspended and deactivated accounts read only public media,
 * as they cannot use member routes either. Premium members get no private file of someone else here (form files
 * are for their sender and admins); the biodata route serves them one after its own rule.
 */
export function mayReadMedia(viewer: Viewer | null, media: MediaRef): boolean {
  if (media.access === 'public') return true;
  if (!viewer || viewer.user.accountStatus !== 'active') return false;
  if (media.access === 'members') return true;
  return viewer.plan === 'admin' || viewer.user.id === media.ownerId;
}

/** Signed URLs live about an hour; the expiry is rounded so one viewer gets the same URL (and cache) for a while. */
const SIGNED_URL_TTL_S = 3600;
const EXPIRY_STEP_S = 600;

/**
 * Short-lived signed URLs for protected media: an `<img>` or a download link cannot send a bearer token.
 * The signature is an HMAC of the media id, its access level, the path it is served under (a feature's own route
 * checks the owning record; the same signature does not open `/api/media/<id>`), its audience and the expiry,
 * keyed from the JWT secret, so a URL stops working when it expires or when the file's access level changes.
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
   * may read, null otherwise. `path` serves it through a feature's own route, which checks the owning record
   * against the `audience` the URL is handed to.
   */
  forViewer(
    viewer: Viewer | null,
    media: MediaRef | null,
    path?: string,
    audience: LinkAudience = 'readers',
  ): string | null {
    if (!media) return null;
    const base = path ?? `/api/media/${media.id}`;
    if (media.access === 'public') return base;
    if (!mayReadMedia(viewer, media)) return null;
    return this.signed(media, base, audience);
  }

  /** A signed URL regardless of viewer (the caller has decided who gets it). */
  signed(media: Pick<MediaRef, 'id' | 'access'>, path = `/api/media/${media.id}`, audience: LinkAudience = 'readers') {
    const exp = Math.ceil((this.nowSeconds() + SIGNED_URL_TTL_S) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
    const url = `${path}?exp=${exp}&sig=${this.currentSignature(signedFor(media, path, audience), exp)}`;
    return audience === 'owner' ? `${url}&aud=owner` : url;
  }

  /**
   * True for an unexpired signature made by `signed` for this media row at its current access level, served under
   * `path` (default `/api/media/<id>`) and handed to `audience`.
   */
  verify(
    media: Pick<MediaRef, 'id' | 'access'>,
    exp: number,
    sig: string,
    { path, audience = 'readers' }: { path?: string | undefined; audience?: LinkAudience } = {},
  ): boolean {
    if (!Number.isSafeInteger(exp) || exp <= this.nowSeconds()) return false;
    const expected = Buffer.from(this.signature(signedFor(media, path ?? `/api/media/${media.id}`, audience), exp));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * Signatures of the current expiry step, kept: a list page signs the same photos for every viewer until the
   * step moves on. Bounded, so a crawl through every profile cannot grow it without end.
   */
  private readonly current = new Map<string, string>();
  private currentExp = 0;

  private currentSignature(subject: string, exp: number): string {
    if (exp !== this.currentExp || this.current.size >= 10_000) {
      this.current.clear();
      this.currentExp = exp;
    }
    let signature = this.current.get(subject);
    if (signature === undefined) {
      signature = this.signature(subject, exp);
      this.current.set(subject, signature);
    }
    return signature;
  }

  private signature(subject: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${subject}.${exp}`).digest('base64url').slice(0, 32);
  }
}

/**
 * What a signature covers besides the expiry. A plain `/api/media/<id>` link for readers signs `<id>.<access>`
 * as before; a feature path and the owner audience are added after spaces (paths hold none).
 */
function signedFor(media: Pick<MediaRef, 'id' | 'access'>, path: string, audience: LinkAudience): string {
  let subject = `${media.id}.${media.access}`;
  if (path !== `/api/media/${media.id}`) subject += ` ${path}`;
  if (audience === 'owner') subject += ' owner';
  return subject;
}
