// The server sanitises an html field's content when a form is saved; the builder's preview and the inline-data
// preview (/forms/preview?data=...) show content that never went through it, so the browser cleans it too:
// an allow-list of tags, links only to http(s) and mailto, every other attribute dropped.

const TAGS = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
  'span',
  'hr',
]);

function clean(source: Node, target: Node, doc: Document) {
  source.childNodes.forEach((node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(node.textContent ?? ''));
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (tag === 'script' || tag === 'style' || tag === 'template') return;
    if (!TAGS.has(tag)) {
      clean(element, target, doc);
      return;
    }
    const copy = doc.createElement(tag);
    if (tag === 'a') {
      const href = element.getAttribute('href') ?? '';
      if (/^(https?:|mailto:)/i.test(href.trim())) {
        copy.setAttribute('href', href.trim());
        copy.setAttribute('rel', 'noopener noreferrer nofollow');
        copy.setAttribute('target', '_blank');
      }
    }
    clean(element, copy, doc);
    target.appendChild(copy);
  });
}

/** Content safe to put in the page as HTML. */
export function safeHtml(content: string): string {
  const parsed = new DOMParser().parseFromString(content, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  clean(parsed.body, root, out);
  return root.innerHTML;
}
