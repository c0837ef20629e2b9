import { useEffect } from 'react';
import { DEFAULT_TITLE } from '../../lib/site.ts';

/**
 * The page title while this is on screen, index.html's Hindi title again after. Not React 19's hoisted <title>:
 * index.html's own <title> (which link previews read) comes first in the head, and the first one is the title.
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [title]);
  return null;
}
