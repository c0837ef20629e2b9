import { useEffect } from 'react';
import { translate } from '../../i18n/useT.ts';

/**
 * The page title while this is on screen, the site's title (in the language shown) again after. Not React 19's hoisted <title>:
 * index.html's own <title> (which link previews read) comes first in the head, and the first one is the title.
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = translate('common.meta.site.title');
    };
  }, [title]);
  return null;
}
