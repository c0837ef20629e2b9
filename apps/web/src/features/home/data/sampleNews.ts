import type { HomeNewsItem } from '../api/getHomeNews.ts';

/** Shown only when the server has no news to give (spec section 7's final fallback). */
export const SAMPLE_NEWS: HomeNewsItem[] = [
  {
    id: 'sample-1',
    title: 'Monthly community meet-up: members share how they grew their businesses',
    href: '/latest-events',
    category: 'event',
  },
  {
    id: 'sample-2',
    title: 'Free career guidance sessions for students and young professionals',
    href: '/latest-events',
    category: 'announcement',
  },
  {
    id: 'sample-3',
    title: 'Refer friends and family to Sangam and earn rewards as your tier grows',
    href: '/latest-events',
    category: 'news',
  },
];
