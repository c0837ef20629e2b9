import { useEffect } from 'react';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '../lib/site.ts';
import { truncateDescription } from '../lib/metaDescription.ts';

interface PageMetaProps {
  /** The full page title, e.g. 'About Us | Sangam'. */
  title: string;
  description: string;
}

// index.html carries these tags (Hindi defaults); pages change their content rather than adding
// second copies, so whatever reads the first tag sees the current page.
function setMeta(selector: string, content: string) {
  document.head.querySelector<HTMLMetaElement>(selector)?.setAttribute('content', content);
}

function applyMeta(title: string, description: string) {
  document.title = title;
  setMeta('meta[name="description"]', description);
  setMeta('meta[property="og:title"]', title);
  setMeta('meta[property="og:description"]', description);
}

/** Sets the page title and the description tags, restored to the Hindi defaults when the page goes away. */
export function PageMeta({ title, description }: PageMetaProps) {
  const shortDescription = truncateDescription(description);
  useEffect(() => {
    applyMeta(title, shortDescription);
    return () => applyMeta(DEFAULT_TITLE, DEFAULT_DESCRIPTION);
  }, [title, shortDescription]);
  return null;
}
