import type { MessageId } from './i18n/namespaces.ts';

/**
 * The list pages' titles and descriptions, as catalogue ids (namespace `common`, which the web always has): the
 * page's own <title> in the browser (`pageTitle`, the name and the site's), and the card WhatsApp shows for a shared
 * link to it (the server writes the same words into the HTML in the request's language, see the server's page
 * previews).
 */
export const LIST_PAGE_META = {
  '/service-listings': {
    title: 'common.meta.listings.title',
    pageTitle: 'common.meta.listings.pageTitle',
    description: 'common.meta.listings.description',
  },
  '/matrimonial': {
    title: 'common.meta.matrimonial.title',
    pageTitle: 'common.meta.matrimonial.pageTitle',
    description: 'common.meta.matrimonial.description',
  },
  '/latest-events': {
    title: 'common.meta.news.title',
    pageTitle: 'common.meta.news.pageTitle',
    description: 'common.meta.news.description',
  },
  '/questions': {
    title: 'common.meta.questions.title',
    pageTitle: 'common.meta.questions.pageTitle',
    description: 'common.meta.questions.description',
  },
} as const satisfies Record<string, { title: MessageId; pageTitle: MessageId; description: MessageId }>;

export type ListPagePath = keyof typeof LIST_PAGE_META;

/** The browser's title of a list page, its name then the site's: a catalogue id, which PageMeta translates. */
export const listPageTitle = (path: ListPagePath): MessageId => LIST_PAGE_META[path].pageTitle;
