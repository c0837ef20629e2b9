import { SHARE } from '@sangam/shared/limits';

const ELLIPSIS = '…';

/**
 * Search engines and link previews show about 155 characters (spec: descriptions truncated at 155).
 * Longer text is cut at the last word boundary that fits, with an ellipsis inside the limit.
 * Counts code points so a Hindi letter is never split into bytes.
 */
export function truncateDescription(text: string, max: number = SHARE.metaDescriptionMax): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  const room = chars.slice(0, max - ELLIPSIS.length).join('');
  const lastSpace = room.lastIndexOf(' ');
  // A single very long word is cut mid-word rather than dropped.
  const cut = lastSpace > room.length / 2 ? room.slice(0, lastSpace) : room;
  return cut.replace(/[\s,;:.\-–।]+$/u, '') + ELLIPSIS;
}
