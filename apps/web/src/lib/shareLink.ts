export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareData {
  title: string;
  text: string;
  /** A site path ('/user-profile/abc') or a full address. */
  url: string;
}

export const absoluteUrl = (pathOrUrl: string) => new URL(pathOrUrl, window.location.origin).href;

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
