/**
 * Control characters have no place in what members type: PostgreSQL's text type refuses NUL outright (a
 * 500 where a 400 belongs), and the rest only hide text. Tabs and line breaks stay; a carriage return
 * becomes a line break.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B-\u001F]/;

/** Cleans every string in a parsed body, query or params in place; answers the path of the first refused one. */
export function cleanTextInput(value: unknown, path = ''): { value: unknown; refused: string | null } {
  if (typeof value === 'string') {
    const text = value.includes('\r') ? value.replace(/\r\n?/g, '\n') : value;
    return { value: text, refused: FORBIDDEN.test(text) ? path : null };
  }
  // Plain JSON only: parsers of other kinds (multipart) hand over streams and buffers, checked where read.
  if (!isPlain(value)) return { value, refused: null };
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const at = path ? `${path}.${key}` : key;
    if (FORBIDDEN.test(key)) return { value, refused: at };
    const cleaned = cleanTextInput(record[key], at);
    if (cleaned.refused !== null) return { value, refused: cleaned.refused };
    record[key] = cleaned.value;
  }
  return { value, refused: null };
}

const isPlain = (value: unknown): value is object => {
  if (!value || typeof value !== 'object') return false;
  // Object.prototype, or the bare prototypes the query and path parsers give their objects.
  const proto = Object.getPrototypeOf(value) as object | null;
  return Array.isArray(value) || proto === null || Object.getPrototypeOf(proto) === null;
};
