import { Fragment, cloneElement, type ReactElement, type ReactNode } from 'react';

/**
 * A translated sentence with parts that are elements (a link, bold words): the message marks them <0>…</0>, <1>…</1>,
 * and each is drawn as the element of that number, holding the words between its tags. Word order stays the
 * translator's.
 */
export function Rich({ text, parts }: { text: string; parts: ReactElement<{ children?: ReactNode }>[] }) {
  const nodes: ReactNode[] = [];
  const tag = /<(\d+)>(.*?)<\/\1>/gs;
  let last = 0;
  for (const match of text.matchAll(tag)) {
    nodes.push(text.slice(last, match.index));
    const part = parts[Number(match[1])];
    nodes.push(part ? cloneElement(part, { key: nodes.length }, match[2]) : match[2]);
    last = match.index + match[0].length;
  }
  nodes.push(text.slice(last));
  return <Fragment>{nodes}</Fragment>;
}
