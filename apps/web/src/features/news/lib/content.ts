const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The article text as HTML: markup pasted or typed by the admin is kept (the server sanitises it); plain text
 * becomes paragraphs at blank lines and line breaks within them, so it reads as typed.
 */
export function contentToHtml(text: string): string {
  const trimmed = text.trim();
  if (/<(p|br|h[1-6]|ul|ol|li|strong|em|b|i|a|img|div|table|blockquote)\b[^>]*>/i.test(trimmed)) return trimmed;
  return trimmed
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
