import { useEffect } from 'react';
import { DEFAULT_TITLE } from '../../lib/site.ts';

/**
 * The page title while this is on screen, index.html's Hindi title again after. Stands in for a <title>
 * element: React 19 hoists those into the head, Preact (see vite.config.ts) leaves them in the body.
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
