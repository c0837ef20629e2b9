import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { User } from '@sangam/shared/user';
import { createQueryClient } from '../app/queryClient.ts';
import { SessionContext, type Session } from '../auth/sessionContext.ts';
import { deferred } from '../test/deferred.ts';
import { mockFetch, requestBody, type MockReply } from '../test/fetchMock.ts';
import { member } from '../test/memberFixture.ts';
import { ReportButton, type ReportButtonProps } from './ReportButton.tsx';

const viewer = member({ id: 'me', name: 'Meera Joshi' });

function show(props: Partial<ReportButtonProps> = {}, user: User | null = viewer) {
  const session = { user, status: user ? 'authenticated' : 'anonymous' } as Session;
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SessionContext.Provider value={session}>
          <ReportButton subjectType="answer" subjectId="a1" authorId="author1" {...props} />
        </SessionContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const reportsTo = (reply: MockReply | 'network-error' | (() => Promise<MockReply>)) =>
  mockFetch((url) => {
    if (url.startsWith('/api/reports')) return typeof reply === 'function' ? reply() : reply;
    return { status: 404, body: { message: 'Not found' } };
  });

/** Opens the dialog (its code is loaded on the tap) and returns it. */
async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Report' }));
  return screen.findByRole('dialog', { name: 'Report this' });
}

describe('ReportButton', () => {
  it('offers the five reasons, sends the chosen one with the note and thanks the member', async () => {
    const reply = deferred<MockReply>();
    const fetchMock = reportsTo(() => reply.promise);
    show();
    const dialog = await openDialog();
    const reasons = within(dialog).getAllByRole('radio');
    expect(reasons.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Spam',
      'Abusive or harassing',
      'Fake or misleading',
      'Inappropriate',
      'Something else',
    ]);
    // Nothing to send until a reason is chosen.
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Abusive or harassing' }));
    await userEvent.type(within(dialog).getByLabelText('Anything admins should know (optional)'), ' Insults me ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeDisabled();

    reply.resolve({
      status: 201,
      body: { message: 'Thank you. Our admins will review this.', report: { _id: 'r1', status: 'open' } },
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you. Our admins will review this.');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/reports');
    expect(init?.method).toBe('POST');
    expect(requestBody(init)).toEqual({
      subjectType: 'answer',
      subjectId: 'a1',
      reason: 'abusive',
      note: 'Insults me',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The subject's action is still there (the subject stays as it is).
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
  });

  it('keeps the note to 500 characters, with a counter', async () => {
    reportsTo({ status: 201, body: {} });
    show();
    const dialog = await openDialog();
    const note = within(dialog).getByLabelText('Anything admins should know (optional)');
    expect(within(dialog).getByText('0/500')).toBeInTheDocument();
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(520));
    expect(note).toHaveValue('x'.repeat(500));
    expect(within(dialog).getByText('500/500')).toBeInTheDocument();
  });

  it("shows the server's words when the member already reported it", async () => {
    reportsTo({ status: 409, body: { message: 'You have already reported this.', type: 'CONFLICT' } });
    show();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already reported this.');
    expect(within(dialog).queryByText('Thank you. Our admins will review this.')).not.toBeInTheDocument();
  });

  it("shows the server's words for a day's most reports and a subject that is gone", async () => {
    reportsTo({ status: 429, body: { message: "You have sent today's most reports. Please try again tomorrow." } });
    show();
    let dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("You have sent today's most reports.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    reportsTo({ status: 404, body: { message: 'This is not available any more.' } });
    dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fake or misleading' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This is not available any more.');
  });

  it('keeps the reason and the note when the connection drops, and sends them again', async () => {
    const fetchMock = reportsTo('network-error');
    show();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Inappropriate' }));
    await userEvent.type(within(dialog).getByLabelText('Anything admins should know (optional)'), 'Rude photo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not reach the server. What you chose and wrote is kept here',
    );
    expect(within(dialog).getByRole('radio', { name: 'Inappropriate' })).toBeChecked();
    expect(within(dialog).getByLabelText('Anything admins should know (optional)')).toHaveValue('Rude photo');

    fetchMock.mockImplementation(async () =>
      Response.json({ message: 'ok', report: { _id: 'r2', status: 'open' } }, { status: 201 }),
    );
    // The button says why, and tapping it tries again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'No connection' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you. Our admins will review this.');
    expect(requestBody(fetchMock.mock.calls[1]![1])).toMatchObject({ reason: 'inappropriate', note: 'Rude photo' });
  });

  it('is not offered to visitors, nor on the member’s own content', () => {
    const { unmount } = show({}, null);
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    unmount();
    show({ authorId: 'me' });
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });
});
