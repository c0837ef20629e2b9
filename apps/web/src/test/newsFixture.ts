import type { NewsArticle, NewsItem } from '@sangam/shared/news';

/** A news item as the API returns it (NewsItemSchema), with overrides. */
export function newsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    _id: 'n1',
    slug: 'community-meet',
    title: 'Community meet',
    category: 'news',
    status: 'published',
    featured: false,
    excerpt: 'All members are welcome.',
    image: null,
    images: [],
    imageIds: [],
    author: { name: 'Admin' },
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    views: 0,
    likeCount: 0,
    commentCount: 0,
    liked: false,
    eventDate: null,
    eventLocation: null,
    isPast: false,
    goingCount: 0,
    going: false,
    attachedForm: null,
    attachedFormId: null,
    formDisplayType: 'link',
    externalFormLink: null,
    externalFormText: 'Fill Form',
    tags: [],
    readTime: 1,
    ...overrides,
  };
}

export function newsArticle(overrides: Partial<NewsArticle> = {}): NewsArticle {
  return { ...newsItem(), content: '<p>Hello</p>', comments: [], commentsNextCursor: null, ...overrides };
}
