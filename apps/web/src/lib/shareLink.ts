import { DEFAULT_LANGUAGE } from '@sangam/shared/i18n/languages';
import { currentLanguage } from '../i18n/i18n.ts';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareData {
  title: string;
  text: string;
  /** A site path ('/user-profile/abc') or a full address. */
  url: string;
}

/**
 * A site link as others will open it: absolute, and carrying `?lang=hi` when it is shared from Hindi, so that its
 * preview card and the page open in Hindi too (a link shared from English carries nothing: it opens in the
 * reader's own language).
 */
export function absoluteUrl(pathOrUrl: string): string {
  const url = new URL(pathOrUrl, window.location.origin);
  const lang = currentLanguage();
  if (lang !== DEFAULT_LANGUAGE && url.origin === window.location.origin) url.searchParams.set('lang', lang);
  return url.href;
}

/** WhatsApp's own share address: opens the app on phones, WhatsApp Web elsewhere. */
export const whatsappShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** Copies with the Clipboard API, or the old selection trick where that is missing (plain http). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: try the fallback below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** The phone's share sheet when there is one, otherwise the link is copied. */
export async function shareLink({ title, text, url }: ShareData): Promise<ShareOutcome> {
  const link = absoluteUrl(url);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url: link });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (e.g. no user gesture): copy instead.
    }
  }
  return (await copyText(link)) ? 'copied' : 'failed';
}
