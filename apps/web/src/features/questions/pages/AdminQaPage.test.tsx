import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedInAdmin } from '../../../test/adminFixture.ts';
import { requestBody } from '../../../test/fetchMock.ts';
import { question } from '../../../test/questionFixture.ts';
import { listReply, renderPage } from '../../../test/renderPage.tsx';
import { AdminQaPage } from './AdminQaPage.tsx';

function setup() {
  return renderPage(<AdminQaPage />, {
    viewer: signedInAdmin,
    route: (url, init) => {
      if (url === '/api/admin/qa/stats') {
        return {
          body: { totalQuestions: 12, activeQuestions: 9, totalAnswers: 30, reportedContent: 2, capped: false },
        };
      }
      if (url.startsWith('/api/admin/questions/q1') && init.method === 'PUT') return { body: { message: 'ok' } };
      if (url.startsWith('/api/admin/questions')) return listReply('questions', [question()]);
      return undefined;
    },
    path: '/admin/qa',
  });
}

describe('AdminQaPage', () => {
  it('shows the four cards and changes a question’s status and featured flag', async () => {
    const { fetchMock } = setup();
    const cards = await screen.findByText('Reported Content');
    expect(await within(cards.closest('dl')!).findByText('12')).toBeInTheDocument();
    expect(within(cards.closest('dl')!).getByText('2')).toBeInTheDocument();
    const events = userEvent.setup();
    await events.selectOptions(await screen.findByLabelText('Status of Which day suits the meetup?'), 'hidden');
    await events.click(screen.getByLabelText('Featured: Which day suits the meetup?'));
    const puts = fetchMock.mock.calls.filter(
      ([url, init]) => url === '/api/admin/questions/q1' && init?.method === 'PUT',
    );
    expect(puts.map(([, init]) => requestBody(init))).toEqual([{ status: 'hidden' }, { featured: true }]);
  });

  it('filters by status through the URL', async () => {
    const { fetchMock, location } = setup();
    await userEvent.setup().selectOptions(await screen.findByLabelText('Status'), 'reported');
    expect(location().search).toBe('?status=reported');
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) => String(url).includes('/api/admin/questions?') && String(url).includes('status=reported'),
        ),
      ).toBe(true),
    );
  });
});
