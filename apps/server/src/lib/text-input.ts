/**
 * Control characters have no place in what members type: PostgreSQL's text type refuses NUL outright (a
 * 500 where a 400 belongs), and the rest only hide text. Tabs and line breaks stay; a carriage return
 * becomes a line break.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B-\u001F]/;

/**
 * The deepest nesting a body, query or path may have. No form of the site nests past a handful of levels; a
 * deeper body is refused before anything walks it (thousands of levels overflow recursive walkers and
 * validators).
 */
export const MAX_INPUT_DEPTH = 32;

export type CleanResult = { value: unknown; refused: string | null; tooDeep?: boolean };

/**
 * Cleans every string in a parsed body, query or params in place; answers the path of the first refused one.
 * Walks with its own queue rather than recursion, so no input can overflow the call stack.
 */
export function cleanTextInput(value: unknown, path = ''): CleanResult {
  if (typeof value === 'string') {
    const text = normalise(value);
    return { value: text, refused: FORBIDDEN.test(text) ? path : null };
  }
  if (!isPlain(value)) return { value, refused: null };
  const queue: { record: Record<string, unknown>; where: string; depth: number }[] = [
    { record: value as Record<string, unknown>, where: path, depth: 1 },
  ];
  // Breadth first, in key order: the first refused field named is the shallowest.
  for (let next = 0; next < queue.length; next++) {
    const { record, where, depth } = queue[next]!;
    if (depth > MAX_INPUT_DEPTH) return { value, refused: where, tooDeep: true };
    for (const key of Object.keys(record)) {
      const at = where ? `${where}.${key}` : key;
      if (FORBIDDEN.test(key)) return { value, refused: at };
      const item = record[key];
      if (typeof item === 'string') {
        const text = normalise(item);
        if (FORBIDDEN.test(text)) return { value, refused: at };
        record[key] = text;
      } else if (isPlain(item)) {
        queue.push({ record: item as Record<string, unknown>, where: at, depth: depth + 1 });
      }
    }
  }
  return { value, refused: null };
}

const normalise = (text: string) => (text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text);

// Plain JSON only: parsers of other kinds (multipart) hand over streams and buffers, checked where read.
const isPlain = (value: unknown): value is object => {
  if (!value || typeof value !== 'object') return false;
  // Object.prototype, or the bare prototypes the query and path parsers give their objects.
  const proto = Object.getPrototypeOf(value) as object | null;
  return Array.isArray(value) || proto === null || Object.getPrototypeOf(proto) === null;
};
