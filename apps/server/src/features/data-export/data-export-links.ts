import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** What a download link is signed for: the export, whose data it is, who asked for it, and when it ends. */
export type SignedExport = { id: string; userId: string; requestedById: string | null; expiresAt: string };

export const exportDownloadPath = (id: string) => `/api/profile/exports/${id}/download`;

/** How long one link works: a copy lasts 24 hours, but a link that leaks (history, a forwarded message) should not. */
const LINK_TTL_S = 15 * 60;

/**
 * Download links of a copy of a member's data. A link is opened without a bearer header (a plain download), so it
 * carries its own proof: an HMAC, keyed from the JWT secret (as lib/media-url.ts, with its own label), over the
 * export's id, the member's id, the requester's id and the expiry: 15 minutes from when the requester's list made
 * it (rounded to the minute, so the list's polls hand out the same link), never past the copy's own expires_at.
 */
export class ExportLinks {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', jwtSecret, 'sangam', 'data-export-signing', 32));
  }

  static expirySeconds(expiresAt: string) {
    return Math.floor(Date.parse(expiresAt) / 1000);
  }

  url(row: SignedExport, nowMs = Date.now()): string {
    const exp = Math.min(ExportLinks.expirySeconds(row.expiresAt), Math.ceil(nowMs / 60_000) * 60 + LINK_TTL_S);
    return `${exportDownloadPath(row.id)}?exp=${exp}&sig=${this.signature(row, exp)}`;
  }

  /** True when `sig` was made by `url` for this export and this expiry (whether the time has passed is apart). */
  verify(row: SignedExport, exp: number, sig: string): boolean {
    if (!Number.isSafeInteger(exp) || exp > ExportLinks.expirySeconds(row.expiresAt)) return false;
    const expected = Buffer.from(this.signature(row, exp));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private signature(row: SignedExport, exp: number): string {
    return createHmac('sha256', this.key)
      .update(`${row.id}.${row.userId}.${row.requestedById ?? ''}.${exp}`)
      .digest('base64url');
  }
}
