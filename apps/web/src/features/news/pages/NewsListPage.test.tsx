import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '@sangam/shared/news';
import { calledUrls, type MockReply } from '../../../test/fetchMock.ts';
import { newsItem } from '../../../test/newsFixture.ts';
import { listReply, renderPage } from '../../../test/renderPage.tsx';
import { activateLanguage } from '../../../i18n/i18n.ts';
import { NewsListPage } from './NewsListPage.tsx';

function setup(news: NewsItem[] | MockReply, at = '/latest-events', pages = 1) {
  const { fetchMock } = renderPage(<NewsListPage />, {
    viewer: null,
    route: (url) => {
      if (!url.startsWith('/api/news')) return undefined;
      return Array.isArray(news) ? listReply('news', news, { limit: 12, pages }) : news;
    },
    path: '/latest-events',
    at,
  });
  // The requests for the list so far, in order.
  return () => calledUrls(fetchMock, '/api/news');
}

describe('NewsListPage', () => {
  it('shows cards linking to /news/{slug}: a star for featured, 3 tags then +N more, past events marked', async () => {
    setup([
      newsItem({
        _id: 'a',
        slug: 'diwali',
        title: 'Diwali gathering',
        featured: true,
        tags: ['a', 'b', 'c', 'd', 'e'],
      }),
      newsItem({
        _id: 'b',
        slug: 'old-meet',
        title: 'Old meet',
        category: 'event',
        eventDate: '2020-01-01T10:00:00.000Z',
        eventLocation: 'Town hall',
        isPast: true,
      }),
    ]);
    const card = (await screen.findByRole('link', { name: 'Diwali gathering' })).closest('article')!;
    expect(within(card).getByRole('link', { name: 'Diwali gathering' })).toHaveAttribute('href', '/news/diwali');
    expect(within(card).getByRole('img', { name: 'Featured' })).toBeInTheDocument();
    expect(within(card).getByText('#c')).toBeInTheDocument();
    expect(within(card).queryByText('#d')).not.toBeInTheDocument();
    expect(within(card).getByText('+2 more')).toBeInTheDocument();
    const past = screen.getByRole('link', { name: 'Old meet' }).closest('article')!;
    expect(within(past).getByText('Past event')).toBeInTheDocument();
    expect(within(past).getByText(/Town hall/)).toBeInTheDocument();
  });

  it('sends the URL filters (category, search, featured, page) and shows the empty text', async () => {
    const newsCalls = setup([], '/latest-events?category=event&search=meet&featured=true&page=2');
    expect(await screen.findByText('No news or events found matching your criteria.')).toBeInTheDocument();
    const [call] = newsCalls();
    expect(call).toContain('category=event');
    expect(call).toContain('search=meet');
    expect(call).toContain('featured=true');
    expect(call).toContain('page=2');
    expect(call).toContain('limit=12');
  });

  it('Featured only puts featured=true in the request', async () => {
    const newsCalls = setup([newsItem()]);
    await screen.findByRole('link', { name: 'Community meet' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Featured only' }));
    await vi.waitFor(() => expect(newsCalls().some((url) => url.includes('featured=true'))).toBe(true));
  });

  it('says the spec words when the list fails', async () => {
    setup({ status: 400, body: { message: 'boom' } });
    expect(await screen.findByText('Failed to fetch news and events')).toBeInTheDocument();
  });
});

describe('NewsListPage in Hindi', () => {
  beforeEach(() => activateLanguage('hi'));
  afterEach(() => activateLanguage('en'));

  it('draws the heading, filters, category, counts and the empty list in Hindi', async () => {
    setup([newsItem({ _id: 'a', slug: 'diwali', title: 'Diwali gathering', likeCount: 1, commentCount: 3 })]);
    expect(await screen.findByRole('heading', { name: 'ताज़ा समाचार और कार्यक्रम' })).toBeInTheDocument();
    const card = (await screen.findByRole('link', { name: 'Diwali gathering' })).closest('article')!;
    expect(within(card).getByText('समाचार')).toBeInTheDocument();
    expect(within(card).getByText('1 लाइक')).toBeInTheDocument();
    expect(within(card).getByText('3 टिप्पणियाँ')).toBeInTheDocument();
    expect(screen.getByText('1 आइटम')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'सभी श्रेणियाँ' })).toBeInTheDocument();
  });

  it('says there is nothing to show in Hindi', async () => {
    setup([]);
    expect(await screen.findByText('आपकी शर्तों से मिलता कोई समाचार या कार्यक्रम नहीं मिला।')).toBeInTheDocument();
  });
});
