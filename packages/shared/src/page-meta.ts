/**
 * The list pages' titles and descriptions: the page's own <title> in the browser, and the card WhatsApp shows
 * for a shared link to it (the server writes the same words into the HTML, see the server's page previews).
 */
export const LIST_PAGE_META = {
  '/service-listings': {
    title: 'Business Directory',
    description: 'Plumbers, tutors, photographers, caterers and more: services run by members of the community.',
  },
  '/matrimonial': {
    title: 'Matrimonial',
    description: 'Verified matrimonial profiles from families of the community, reviewed by our admin team.',
  },
  '/latest-events': {
    title: 'Latest News & Events',
    description: 'News, events, announcements and notices of the community.',
  },
  '/questions': {
    title: 'Questions & Answers',
    description: 'Ask the community: questions, discussions, polls and opinions, answered by members.',
  },
} as const;

export type ListPagePath = keyof typeof LIST_PAGE_META;

/** The browser's title of a list page: its name, then the site's. */
export const listPageTitle = (path: ListPagePath) => `${LIST_PAGE_META[path].title} | Sangam`;
