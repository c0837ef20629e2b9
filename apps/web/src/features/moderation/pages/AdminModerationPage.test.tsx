import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ModerationCounts, ModerationItem, ModerationReply } from '@sangam/shared/moderation';
import { signedInAdmin } from '../../../test/adminFixture.ts';
import { calledUrls, mockFetch, requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { ModerationBadge } from '../components/ModerationBadge.tsx';
import { AdminModerationPage } from './AdminModerationPage.tsx';

const reportedAnswer: ModerationItem = {
  subjectType: 'answer',
  subjectId: 'a1',
  kind: 'answer',
  title: 'How do I renew my caste certificate?',
  content: 'Buy cheap followers at spam.example',
  link: '/questions/q1',
  author: { _id: 'u2', name: 'Ravi Spammer', accountStatus: 'active' },
  reportCount: 3,
  reasons: [
    { reason: 'spam', count: 2 },
    { reason: 'abusive', count: 1 },
  ],
  notes: [
    { reporter: 'Asha Devi', reason: 'spam', note: 'Same link in every answer', at: '2026-11-27T09:00:00.000Z' },
    { reporter: 'Meena Kale', reason: 'abusive', note: 'Rude to the asker', at: '2026-11-27T10:00:00.000Z' },
  ],
  hidden: true,
  waitingSince: '2026-11-27T09:00:00.000Z',
};

const pendingListing: ModerationItem = {
  subjectType: 'listing',
  subjectId: 'l1',
  kind: 'pending_listing',
  title: 'Kamble Tailoring',
  content: 'Blouses and kurtas stitched in two days',
  link: '/service-listings/l1',
  author: { _id: 'u3', name: 'Sunita Kamble', accountStatus: 'active' },
  reportCount: 0,
  reasons: [],
  notes: [],
  hidden: false,
  waitingSince: '2026-11-26T08:00:00.000Z',
};

const countsOf = (items: ModerationItem[]): ModerationCounts => {
  const listings = items.filter((item) => item.kind === 'pending_listing').length;
  const matrimonial = items.filter((item) => item.kind === 'pending_matrimonial').length;
  return { reports: items.length - listings - matrimonial, listings, matrimonial, total: items.length };
};

const reply = (items: ModerationItem[], page = 1, pages = 1): ModerationReply => ({
  items,
  pagination: { page, limit: 20, total: items.length, pages },
  counts: countsOf(items),
});

interface Setup {
  items?: ModerationItem[];
  /** The decision's reply (default: 200 with a message), given the action's URL and body. */
  decide?: (url: string, body: { action: string; note?: string; days?: number }) => MockReply;
  list?: (url: string) => MockReply;
}

/** The server as the admin sees it: the queue shrinks by what was decided. */
function setup({ items = [reportedAnswer], decide, list }: Setup = {}) {
  localStorage.setItem('token', 'tok');
  let waiting = [...items];
  return mockFetch((url, init) => {
    if (url === '/api/profile/me') return { body: { user: signedInAdmin } };
    if (init.method === 'POST' && url.startsWith('/api/admin/moderation/')) {
      const body = requestBody(init) as { action: string; note?: string; days?: number };
      const answer = decide?.(url, body) ?? { body: { message: 'Done: the answer was removed.' } };
      // Decided now, or (a 404) by another admin before.
      waiting = waiting.filter((item) => !url.endsWith(`/${item.subjectType}/${item.subjectId}`));
      if ((answer.status ?? 200) === 200) answer.body = { counts: countsOf(waiting), ...(answer.body as object) };
      return answer;
    }
    if (url.startsWith('/api/admin/moderation/counts')) return { body: countsOf(waiting) };
    if (url.startsWith('/api/admin/moderation')) return list?.(url) ?? { body: reply(waiting) };
    return { body: {} };
  });
}

const decisions = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url).startsWith('/api/admin/moderation/'))
    .map(([url, init]) => [url, requestBody(init)]);

const card = async (title: string) => screen.findByRole('article', { name: title });

describe('AdminModerationPage: an item', () => {
  it('shows what was reported, by whom and why, hidden from members, with its author and their status', async () => {
    setup({ items: [reportedAnswer, pendingListing] });
    renderWithApp(<AdminModerationPage />, { path: '/admin/moderation' });
    expect(await screen.findByRole('heading', { name: 'Moderation', level: 1 })).toBeInTheDocument();
    const item = await card(reportedAnswer.title);
    expect(within(item).getByText('Answer')).toBeInTheDocument();
    expect(within(item).getByText('Hidden from members')).toBeInTheDocument();
    expect(within(item).getByText(/Waiting since/)).toHaveTextContent('27 November 2026');
    expect(within(item).getByText('Buy cheap followers at spam.example')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: /See it on the site/ })).toHaveAttribute('href', '/questions/q1');
    expect(within(item).getByText('Ravi Spammer')).toBeInTheDocument();
    expect(within(item).getByText('Active')).toBeInTheDocument();
    expect(within(item).getByText('3 members')).toBeInTheDocument();
    const reasons = within(item).getByRole('list', { name: 'Reasons' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Spam × 2', 'Abusive or harassing × 1']);
    expect(within(item).getByText('Same link in every answer')).toBeInTheDocument();
    expect(within(item).getByText(/Asha Devi · Spam/)).toBeInTheDocument();
    expect(within(item).getByText(/Meena Kale · Abusive or harassing/)).toBeInTheDocument();
    for (const name of ['Keep', 'Remove', 'Warn', 'Suspend']) {
      expect(within(item).getByRole('button', { name })).toBeInTheDocument();
    }

    // A pending listing: no reports, not hidden; approve or reject it, or suspend its owner.
    const listing = await card('Kamble Tailoring');
    expect(within(listing).getByText('Pending listing')).toBeInTheDocument();
    expect(within(listing).queryByText('Hidden from members')).not.toBeInTheDocument();
    expect(within(listing).queryByText('Reported by')).not.toBeInTheDocument();
    expect(within(listing).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(listing).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(listing).getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    // A warning would leave it waiting: none for a pending one.
    expect(within(listing).queryByRole('button', { name: 'Warn' })).not.toBeInTheDocument();
    expect(screen.getByText('2 waiting: 1 reported, 1 listing, 0 matrimonial profiles')).toBeInTheDocument();
  });
});

describe('AdminModerationPage: the decisions', () => {
  it('keeps: sends keep, shows the result and the item leaves the list', async () => {
    const fetchMock = setup({
      decide: () => ({ body: { message: 'Kept: the reports were dismissed and it is shown again.' } }),
    });
    renderWithApp(<AdminModerationPage />, { path: '/admin/moderation' });
    await userEvent.click(within(await card(reportedAnswer.title)).getByRole('button', { name: 'Keep' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Kept: the reports were dismissed and it is shown again.',
    );
    expect(screen.queryByRole('article', { name: reportedAnswer.title })).not.toBeInTheDocument();
    // The focus goes from the button that left to the result, not to the start of the page.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Kept: the reports were dismissed'));
    expect(decisions(fetchMock)).toEqual([['/api/admin/moderation/answer/a1', { action: 'keep' }]]);
    expect(await screen.findByText('Nothing waiting for review')).toBeInTheDocument();
  });

  it("takes the sidebar's count down with each decision, and away at none", async () => {
    setup({ items: [reportedAnswer, pendingListing], decide: () => ({ body: { message: 'Done.' } }) });
    renderWithApp(
      <>
        <ModerationBadge />
        <AdminModerationPage />
      </>,
      { path: '/admin/moderation' },
    );
    expect(await screen.findByText('2 waiting for review')).toBeInTheDocument();
    await userEvent.click(within(await card(reportedAnswer.title)).getByRole('button', { name: 'Keep' }));
    expect(await screen.findByText('1 waiting for review')).toBeInTheDocument();
    await userEvent.click(within(await card('Kamble Tailoring')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Nothing waiting for review')).toBeInTheDocument();
    expect(screen.queryByText(/waiting for review/)).toHaveTextContent('Nothing waiting for review');
  });

  it('removes after a confirmation that repeats the note to the author; Cancel sends nothing', async () => {
    const fetchMock = setup({ decide: () => ({ body: { message: 'Removed.' } }) });
    renderWithApp(<AdminModerationPage />, { path: '/admin/moderation' });
    const item = await card(reportedAnswer.title);
    await userEvent.type(within(item).getByLabelText('Note to the author (optional)'), 'Links to paid followers');

    await userEvent.click(within(item).getByRole('button', { name: 'Remove' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove this answer?' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(decisions(fetchMock)).toEqual([]);

    await userEvent.click(within(item).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this answer?' });
    expect(dialog).toHaveTextContent('Your note goes to the author: “Links to paid followers”');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('“How do I renew my caste certificate?”: Removed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: reportedAnswer.title })).not.toBeInTheDocument();
    expect(decisions(fetchMock)).toEqual([
      ['/api/admin/moderation/answer/a1', { action: 'remove', note: 'Links to paid followers' }],
    ]);
  });

  it('warns the author with the note, at once', async () => {
    const fetchMock = setup({ decide: () => ({ body: { message: 'The author was warned.' } }) });
    renderWithApp(<AdminModerationPage />, { path: '/admin/moderation' });
    const item = await card(reportedAnswer.title);
    await userEvent.type(within(item).getByLabelText('Note to the author (optional)'), '  Please stop posting links ');
    await userEvent.click(within(item).getByRole('button', { name: 'Warn' }));
    expect(
      await screen.findByText('“How do I renew my caste certificate?”: The author was warned.'),
    ).toBeInTheDocument();
    expect(decisions(fetchMock)).toEqual([
      ['/api/admin/moderation/answer/a1', { action: 'warn', note: 'Please stop posting links' }],
    ]);
  });

  it('suspends for the days typed, or until lifted when none; refuses days that are not a number of days', async () => {
    const fetchMock = setup({
      items: [reportedAnswer, { ...pendingListing, kind: 'listing', title: 'Fake plumber', subjectId: 'l2' }],
      decide: () => ({ body: { message: 'The author was suspended.' } }),
    });
    renderWithApp(<AdminModerationPage />, { path: '/admin/moderation' });
    const item = await card(reportedAnswer.title);
    const days = within(item).getByLabelText('Suspend for (days)');

    await userEvent.type(days, '0');
    await userEvent.click(within(item).getByRole('button', { name: 'Suspend' }));
    expect(days).toHaveAccessibleDescription(/Enter a whole number of days from 1 to 3650/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.click(within(item).getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Ravi Spammer?' });
    expect(dialog).toHaveTextContent(
      "Ravi Spammer's account will be suspended for 7 days. This answer is removed too.",
    );
    expect(dialog).toHaveTextContent('No note goes to the author.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(
      await screen.findByText('“How do I renew my caste certificate?”: The author was suspended.'),
    ).toBeInTheDocument();

    // The other item, days left empty: until an admin lifts it.
    const other = await card('Fake plumber');
    await userEvent.click(within(other).getByRole('button', { name: 'Suspend' }));
    const second = screen.getByRole('dialog', { name: 'Suspend Sunita Kamble?' });
    expect(second).toHaveTextContent('until an admin lifts the suspension');
    await userEvent.click(within(second).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(decisions(fetchMock)).toEqual([
        ['/api/admin/moderation/answer/a1', { action: 'suspend', days: 7 }],
        ['/api/admin/moderation/listing/l2', { action: 'suspend' }],
      ]),
    );
  });

  it('approves a pending listing (keep) and rejects with a note to the owner (remove)', async () => {
    const pendingProfile: ModerationItem = {
      ...pendingListing,
      subjectType: 'matrimonial',
      subjectId: 'm1',
      kind: 'pending_matrimonial',
      title: 'Priya Jadhav',
    };
    const fetchMock = setup({
      items: [pendingListing, pendingProfile],
      decide: () => ({ body: { message: 'Saved.' } }),
    });
    renderWithApp(<AdminModerationPage />, { path: '/admin/moderation' });
    await userEvent.click(within(await card('Kamble Tailoring')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('“Kamble Tailoring”: Approved.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Kamble Tailoring' })).not.toBeInTheDocument();

    const profile = await card('Priya Jadhav');
    await userEvent.type(within(profile).getByLabelText('Note to the owner (optional)'), 'Photo unclear');
    await userEvent.click(within(profile).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this pending matrimonial profile?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('“Priya Jadhav”: Rejected.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing waiting for review')).toBeInTheDocument();
    expect(decisions(fetchMock)).toEqual([
      ['/api/admin/moderation/listing/l1', { action: 'keep' }],
      ['/api/admin/moderation/matrimonial/m1', { action: 'remove', note: 'Photo unclear' }],
    ]);
  });

  it('says so and refreshes the list when another admin decided first (404)', async () => {
    const fetchMock = setup({
      items: [reportedAnswer, pendingListing],
      decide: () => ({
        status: 404,
        body: { error: 'NOT_FOUND', message: 'This no longer waits for review.' },
      }),
    });
    renderWithApp(<AdminModerationPage />, { path: '/admin/moderation' });
    await card('Kamble Tailoring');
    const before = calledUrls(fetchMock, '/api/admin/moderation?').length;
    await userEvent.click(within(await card(reportedAnswer.title)).getByRole('button', { name: 'Keep' }));

    expect(await screen.findByText('This no longer waits for review.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: reportedAnswer.title })).not.toBeInTheDocument();
    await waitFor(() => expect(calledUrls(fetchMock, '/api/admin/moderation?').length).toBeGreaterThan(before));
    expect(screen.getByRole('article', { name: 'Kamble Tailoring' })).toBeInTheDocument();
  });

  it('keeps the item and shows the failure when the decision fails otherwise', async () => {
    setup({
      decide: () => ({ status: 400, body: { error: 'VALIDATION_ERROR', message: 'An admin cannot be suspended.' } }),
    });
    renderWithApp(<AdminModerationPage />, { path: '/admin/moderation' });
    const item = await card(reportedAnswer.title);
    await userEvent.click(within(item).getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Ravi Spammer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An admin cannot be suspended.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: reportedAnswer.title })).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Warn' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('An admin cannot be suspended.');
  });
});

describe('AdminModerationPage: the list', () => {
  it('asks the server for the kind and reason chosen, from page 1, and keeps them in the URL', async () => {
    const fetchMock = setup();
    const view = renderWithApp(<AdminModerationPage />, { path: '/admin/moderation', at: '/admin/moderation?page=2' });
    await card(reportedAnswer.title);
    expect(calledUrls(fetchMock, '/api/admin/moderation?')).toEqual(['/api/admin/moderation?page=2']);

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Reported answers');
    await waitFor(() =>
      expect(calledUrls(fetchMock, '/api/admin/moderation?').at(-1)).toBe('/api/admin/moderation?kind=answer&page=1'),
    );
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Spam');
    await waitFor(() =>
      expect(calledUrls(fetchMock, '/api/admin/moderation?').at(-1)).toBe(
        '/api/admin/moderation?kind=answer&reason=spam&page=1',
      ),
    );
    expect(view.location().search).toBe('?kind=answer&reason=spam');
    expect(
      screen.getByText('1 matching · 1 waiting: 1 reported, 0 listings, 0 matrimonial profiles'),
    ).toBeInTheDocument();
  });

  it('ignores a kind or reason it does not know (a hand-edited link)', async () => {
    const fetchMock = setup();
    renderWithApp(<AdminModerationPage />, { path: '/admin/moderation', at: '/admin/moderation?kind=poll&reason=x' });
    await card(reportedAnswer.title);
    expect(calledUrls(fetchMock, '/api/admin/moderation?')).toEqual(['/api/admin/moderation?page=1']);
  });

  it('says when nothing waits, and offers everything again when filters hide it all', async () => {
    setup({ items: [] });
    renderWithApp(<AdminModerationPage />, { path: '/admin/moderation', at: '/admin/moderation?kind=member' });
    expect(await screen.findByText('Nothing waiting for review')).toBeInTheDocument();
    expect(screen.getByText('No item matches these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show everything' }));
    await waitFor(() => expect(screen.queryByText('No item matches these filters.')).not.toBeInTheDocument());
    expect(screen.getByText('Nothing waiting for review')).toBeInTheDocument();
  });

  it('shows a failed load with Try Again, which asks again', async () => {
    let fail = true;
    setup({
      list: () =>
        fail
          ? { status: 400, body: { error: 'BAD_REQUEST', message: 'Bad filter.' } }
          : { body: reply([reportedAnswer]) },
    });
    renderWithApp(<AdminModerationPage />, { path: '/admin/moderation' });
    expect(await screen.findByText('Could not load the moderation queue. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await card(reportedAnswer.title)).toBeInTheDocument();
  });

  it('pages: Next leads to the second page', async () => {
    setup({ list: () => ({ body: reply([reportedAnswer], 1, 3) }) });
    renderWithApp(<AdminModerationPage />, { path: '/admin/moderation' });
    await card(reportedAnswer.title);
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/admin/moderation?page=2');
  });
});
