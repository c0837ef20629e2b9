import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SuccessStory } from '@sangam/shared/matrimonial-success-stories';
import { activateLanguage, loadNamespaces } from '../../../i18n/i18n.ts';
import { renderPage } from '../../../test/renderPage.tsx';
import { SuccessStoriesPage } from './SuccessStoriesPage.tsx';

const story = (over: Partial<SuccessStory> = {}): SuccessStory => ({
  _id: 's1',
  brideName: 'Priya Jadhav',
  groomName: 'Rahul Kamble',
  weddingMonth: '2026-02',
  city: 'Pune',
  photo: '/api/media/photo1',
  story: 'Our families met through Sangam.',
  familiesConsented: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

function setup(stories: SuccessStory[], pages = 1) {
  return renderPage(<SuccessStoriesPage />, {
    viewer: null,
    route: (url) =>
      url.startsWith('/api/matrimonial/success-stories')
        ? { body: { stories, pagination: { page: 1, limit: 12, total: stories.length, pages } } }
        : undefined,
    path: '/matrimonial/success-stories',
  });
}

describe('SuccessStoriesPage', () => {
  it("shows each couple's names, wedding month, city, photo and story, newest first as sent", async () => {
    setup([
      story(),
      story({ _id: 's2', brideName: 'Anita', groomName: 'Vikas', weddingMonth: '2025-11', city: 'Nashik' }),
    ]);
    const first = (await screen.findByRole('heading', { name: 'Priya Jadhav & Rahul Kamble' })).closest('article')!;
    expect(within(first).getByText('Married in February 2026')).toBeInTheDocument();
    expect(within(first).getByText('· Pune')).toBeInTheDocument();
    expect(within(first).getByText('Our families met through Sangam.')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Priya Jadhav and Rahul Kamble on their wedding' })).toHaveAttribute(
      'src',
      '/api/media/photo1',
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Priya Jadhav & Rahul Kamble', 'Anita & Vikas']);
    expect(screen.getByText('Married in November 2025')).toBeInTheDocument();
  });

  it('says so when no story is published yet, with links to the profiles and the feedback page', async () => {
    setup([]);
    expect(await screen.findByText(/No stories have been published yet/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Browse Matrimonial Profiles' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Share Your Story' })).toHaveAttribute('href', '/feedback');
  });

  it('pages with links when there is more than one page', async () => {
    setup([story()], 3);
    await screen.findByRole('heading', { name: 'Priya Jadhav & Rahul Kamble' });
    expect(screen.getAllByRole('link', { name: /Next/ })[0]).toHaveAttribute(
      'href',
      '/matrimonial/success-stories?page=2',
    );
  });
});

describe('SuccessStoriesPage in Hindi', () => {
  afterEach(() => activateLanguage('en'));

  it('reads in Hindi: the title, "विवाह … में" with the Hindi month, the couple', async () => {
    await loadNamespaces(['common', 'matrimonial']);
    await activateLanguage('hi');
    setup([story()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'सफल रिश्ते' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Priya Jadhav और Rahul Kamble' })).toBeInTheDocument();
    expect(screen.getByText('विवाह फ़रवरी 2026 में')).toBeInTheDocument();
  });
});
