import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../test/adminFixture.ts';
import { mockFetch } from '../../../test/fetchMock.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { AdminMatrimonialPage } from '../pages/AdminMatrimonialPage.tsx';

const story = {
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
};

function setup() {
  localStorage.setItem('token', 'tok');
  let stories = [story];
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/profile/me') return { body: { user: signedInAdmin } };
    if (init.method === 'DELETE' && url === '/api/admin/matrimonial/success-stories/s1') {
      stories = [];
      return { body: { message: 'Success story deleted' } };
    }
    if (url.startsWith('/api/matrimonial/success-stories')) {
      return { body: { stories, pagination: { page: 1, limit: 20, total: stories.length, pages: 1 } } };
    }
    return { body: {} };
  });
  renderWithApp(<AdminMatrimonialPage />, { path: '/admin/matrimonial', at: '/admin/matrimonial?tab=stories' });
  return fetchMock;
}

describe('Admin matrimonial: the Success Stories tab', () => {
  it('lists the stories with the couple, the wedding month and city, beside the Profiles tab', async () => {
    setup();
    const row = (await screen.findByRole('rowheader', { name: 'Priya Jadhav & Rahul Kamble' })).closest('tr')!;
    expect(within(row).getByText('February 2026')).toBeInTheDocument();
    expect(within(row).getByText('Pune')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Matrimonial sections' });
    expect(within(nav).getByRole('link', { name: 'Success Stories' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Profiles' })).toHaveAttribute('href', '/admin/matrimonial');
  });

  it('will not publish without every field, a photo and the families’ consent: it says which, sends nothing', async () => {
    const fetchMock = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Story' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Success Story' });
    await userEvent.type(within(dialog).getByLabelText("Bride's name *"), 'Anita');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish Story' }));
    expect(within(dialog).getAllByText('This field is required').length).toBeGreaterThanOrEqual(4);
    expect(within(dialog).getByText('Both families must consent before a story is published')).toBeInTheDocument();
    expect(within(dialog).getByText('Add a photo of the couple')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/admin/matrimonial/success-stories'))).toEqual(
      [],
    );
  });

  it('deletes a story after a confirmation; it leaves the list', async () => {
    const fetchMock = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Priya Jadhav & Rahul Kamble' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Story' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('No success stories yet. Add the first one.')).toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url))).toEqual([
      '/api/admin/matrimonial/success-stories/s1',
    ]);
  });
});
