/**
 * `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266 with RFC 5987's `filename*`), so names in
 * Devanagari survive in browsers that read `filename*` and older ones get a readable `filename`. The name should come
 * from the record being downloaded (a title, a profile's name), never from what an uploader called the file.
 */
export function contentDisposition(filename: string): string {
  const name =
    filename
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, '')
      // A lone surrogate would make encodeURIComponent throw (a 500).
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
      .trim() || 'download';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // RFC 5987 attr-chars leave out ' ( ) * as well, which encodeURIComponent keeps.
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Lower-case words of a record's title or name joined by hyphens, for a download's name ('' when none are left). */
export function fileSlug(text: string, maxLength = 60): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
