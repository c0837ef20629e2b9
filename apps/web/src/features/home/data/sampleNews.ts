import type { HomeNewsItem } from '../api/getHomeNews.ts';

/** Shown only when the server has no news to give (spec section 7's final fallback); titles in the language shown. */
export const SAMPLE_NEWS: HomeNewsItem[] = [
  {
    id: 'sample-1',
    title: '',
    titleId: 'home.news.sample.meetup',
    href: '/latest-events',
    category: 'event',
  },
  {
    id: 'sample-2',
    title: '',
    titleId: 'home.news.sample.career',
    href: '/latest-events',
    category: 'announcement',
  },
  {
    id: 'sample-3',
    title: '',
    titleId: 'home.news.sample.referrals',
    href: '/latest-events',
    category: 'news',
  },
];
