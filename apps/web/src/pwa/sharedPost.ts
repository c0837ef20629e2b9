/**
 * What another app shared to Sangam (the manifest's share_target opens /share?title=&text=&url=), made ready for the
 * ask-question and add-listing forms, which take it from the router state the share page sends them with.
 */
export interface SharedPost {
  /** The shared title, else the text's first line, else the link. */
  title: string;
  /** The text and the link (unless the text has it already: Android puts a shared page's link in the text). */
  details: string;
}

export function sharedPostFrom(query: URLSearchParams): SharedPost | null {
  const title = query.get('title')?.trim() ?? '';
  const text = query.get('text')?.trim() ?? '';
  const url = query.get('url')?.trim() ?? '';
  if (!title && !text && !url) return null;
  const firstLine =
    text
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? '';
  const details = [text, url && !text.includes(url) ? url : ''].filter(Boolean).join('\n\n');
  return { title: title || firstLine || url, details: details || title };
}

/** The router state a create page is opened with: `navigate(path, { state: sharedState(post) })`. */
export const sharedState = (post: SharedPost) => ({ shared: post });

/** The shared post in a create page's router state, if it was opened from the share page. */
export function sharedPostIn(state: unknown): SharedPost | null {
  const shared = (state as { shared?: Partial<SharedPost> } | null)?.shared;
  if (typeof shared?.title !== 'string' || typeof shared.details !== 'string') return null;
  return { title: shared.title, details: shared.details };
}
