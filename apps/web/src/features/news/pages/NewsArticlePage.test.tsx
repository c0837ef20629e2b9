import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewsArticle } from '@sangam/shared/news';
import { mockFetch, type MockReply } from '../../../test/fetchMock.ts';
import { newsArticle } from '../../../test/newsFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { activateLanguage } from '../../../i18n/i18n.ts';
import { NewsArticlePage } from './NewsArticlePage.tsx';

function setup(reply: NewsArticle | MockReply) {
  const fetchMock = mockFetch((url) => {
    if (url.startsWith('/api/news/')) return 'slug' in reply ? { body: { news: reply } } : reply;
    return { body: {} };
  });
  renderWithApp(<NewsArticlePage />, { path: '/news/:slug', at: '/news/annual-meet' });
  return fetchMock;
}

describe('NewsArticlePage', () => {
  it('shows a visitor the article, event details, tags, forms and the login prompts, without calling like', async () => {
    const fetchMock = setup(
      newsArticle({
        title: 'Annual meet',
        category: 'event',
        eventDate: '2030-06-01T04:30:00.000Z',
        eventLocation: 'Shivaji Park',
        readTime: 3,
        tags: ['a', 'b', 'c', 'd'],
        attachedForm: { _id: 'f1', title: 'Volunteer sign-up', slug: 'volunteer' },
        externalFormLink: 'https://example.com/register',
        externalFormText: 'Register here',
        likeCount: 4,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Annual meet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to News/ })).toHaveAttribute('href', '/latest-events');
    expect(screen.getByText('3 min read')).toBeInTheDocument();
    expect(screen.getByText('Shivaji Park')).toBeInTheDocument();
    expect(screen.getByText('#d')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volunteer sign-up' })).toHaveAttribute('href', '/forms/volunteer');
    expect(screen.getByRole('link', { name: /Register here/ })).toHaveAttribute('href', 'https://example.com/register');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/news/n1/calendar.ics');
    expect(screen.getByText('Please login to comment')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Like this post/ }));
    expect(await screen.findByText('Please login to like this post')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/like'))).toBe(false);
  });

  it("says 'News article not found' for a 404", async () => {
    setup({ status: 404, body: { message: 'News article not found' } });
    expect(await screen.findByRole('heading', { name: 'News article not found' })).toBeInTheDocument();
  });
});

describe('NewsArticlePage in Hindi', () => {
  beforeEach(() => activateLanguage('hi'));
  afterEach(() => activateLanguage('en'));

  it('draws the event panel, reading time, counts and the default form button in Hindi; the article as written', async () => {
    setup(
      newsArticle({
        title: 'Annual meet',
        category: 'event',
        eventDate: '2030-06-01T04:30:00.000Z',
        eventLocation: 'Shivaji Park',
        readTime: 3,
        views: 1,
        goingCount: 2,
        externalFormLink: 'https://example.com/register',
        externalFormText: 'Fill Form',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Annual meet' })).toBeInTheDocument();
    expect(screen.getByText('कार्यक्रम')).toBeInTheDocument();
    expect(screen.getByText('3 मिनट में पढ़ें')).toBeInTheDocument();
    expect(screen.getByText('1 बार देखा गया')).toBeInTheDocument();
    expect(screen.getByText('कब')).toBeInTheDocument();
    expect(screen.getByText('2 सदस्य आ रहे हैं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'शामिल हों' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /फ़ॉर्म भरें/ })).toHaveAttribute('href', 'https://example.com/register');
    expect(screen.getByRole('link', { name: /समाचार और कार्यक्रम पर वापस/ })).toBeInTheDocument();
  });
});
