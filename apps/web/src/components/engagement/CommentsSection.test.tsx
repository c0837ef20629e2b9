import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Comment, CommentsPage } from '@sangam/shared/engagement';
import { FORMER_MEMBER_ID } from '@sangam/shared/privacy-messages';
import { ApiRequestError } from '../../api/errors.ts';
import { createQueryClient } from '../../app/queryClient.ts';
import { SessionContext, type Session } from '../../auth/sessionContext.ts';
import { deferred } from '../../test/deferred.ts';
import { CommentsSection, type CommentsSectionProps } from './CommentsSection.tsx';
import { expectLink } from '../../test/expectLink.ts';

const comment = (n: number, content = `Comment ${n}`): Comment => ({
  _id: `c${n}`,
  content,
  createdAt: new Date(Date.UTC(2026, 0, 1, 10, n)).toISOString(),
  user: { _id: `u${n}`, name: `Member ${n}`, profileImage: null, occupation: 'Teacher' },
});

function show(overrides: Partial<CommentsSectionProps> = {}) {
  const props: CommentsSectionProps = {
    queryKey: ['news', 'n1', 'comments'],
    fetchPage: vi.fn(async () => ({ comments: [], nextCursor: null })),
    submit: vi.fn(),
    signedIn: true,
    loginPrompt: 'Please login to comment',
    failureText: 'Failed to submit comment',
    maxLength: 500,
    ...overrides,
  };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/news/annual-meet']}>
        <CommentsSection {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return props;
}

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');
const box = () => screen.getByRole('textbox', { name: 'Add a comment' });
const post = () => screen.getByRole('button', { name: /Post Comment|Posting/ });

describe('CommentsSection', () => {
  it('shows the page the feature already has, newest first, without a request', () => {
    const props = show({ initialPage: { comments: [comment(3), comment(2)], nextCursor: null }, commentCount: 2 });
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    expect(items().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Comment 3'),
      expect.stringContaining('Comment 2'),
    ]);
    expect(screen.getByRole('link', { name: 'Member 3' })).toHaveAttribute('href', '/user-profile/u3');
    expect(props.fetchPage).not.toHaveBeenCalled();
  });

  it('shows an erased member\'s kept comment as by "Former member", without a link to a profile', () => {
    const kept: Comment = {
      ...comment(4, 'Still useful'),
      user: { _id: FORMER_MEMBER_ID, name: 'Former member', profileImage: null, occupation: '' },
    };
    show({ initialPage: { comments: [kept, comment(3)], nextCursor: null }, commentCount: 2 });
    const [first] = items();
    expect(within(first!).getByText('Former member')).toBeInTheDocument();
    expect(within(first!).queryByRole('link', { name: 'Former member' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Member 3' })).toHaveAttribute('href', '/user-profile/u3');
  });

  it('loads older comments with the cursor of the last page', async () => {
    const fetchPage = vi.fn(async (cursor: string | null): Promise<CommentsPage> =>
      cursor === null
        ? { comments: [comment(4), comment(3)], nextCursor: 'after-3' }
        : { comments: [comment(2), comment(1)], nextCursor: null },
    );
    show({ fetchPage });
    expect(await screen.findByText('Comment 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Older Comments' }));
    expect(await screen.findByText('Comment 1')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith('after-3', expect.anything());
    expect(items()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show Older Comments' })).not.toBeInTheDocument();
  });

  it('counts as the member types, sends, and puts the new comment on top', async () => {
    const call = deferred<Comment>();
    const submit = vi.fn(() => call.promise);
    show({ submit, initialPage: { comments: [comment(1)], nextCursor: null }, commentCount: 1 });
    expect(post()).toBeDisabled();
    await userEvent.type(box(), '   ');
    expect(post()).toBeDisabled();
    await userEvent.clear(box());
    await userEvent.type(box(), 'Great event!');
    expect(screen.getByText('12/500')).toBeInTheDocument();
    await userEvent.click(post());
    expect(submit).toHaveBeenCalledWith('Great event!');
    expect(post()).toBeDisabled();
    expect(post()).toHaveTextContent('Posting...');

    call.resolve(comment(9, 'Great event!'));
    expect(await screen.findByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    expect(items()[0]).toHaveTextContent('Great event!');
    expect(items()).toHaveLength(2);
    expect(box()).toHaveValue('');
    expect(screen.getByText('0/500')).toBeInTheDocument();
  });

  it("keeps the text and shows the feature's failure alert when sending fails", async () => {
    const submit = vi.fn(async () => {
      throw new Error('offline');
    });
    show({ submit });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Add a comment' }), 'Will this send?');
    await userEvent.click(post());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit comment');
    expect(box()).toHaveValue('Will this send?');
    expect(post()).toBeEnabled();
    expect(screen.getByText('No comments yet.')).toBeInTheDocument();
  });

  it("shows the server's reason for a refusal (today's limit reached), keeping the text; a server error keeps the feature's words", async () => {
    const limit = "You have reached today's limit for comments. Please try again tomorrow.";
    const submit = vi
      .fn<CommentsSectionProps['submit']>()
      .mockRejectedValueOnce(new ApiRequestError({ status: 429, type: 'POSTING_LIMIT', serverMessage: limit }))
      .mockRejectedValueOnce(new ApiRequestError({ status: 500, serverMessage: 'Something went wrong on our side' }));
    show({ submit });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Add a comment' }), 'One more thought');
    await userEvent.click(post());
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(box()).toHaveValue('One more thought');

    await userEvent.click(post());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit comment');
    expect(box()).toHaveValue('One more thought');
  });

  it("takes the feature's maximum", async () => {
    show({ maxLength: 10 });
    await userEvent.type(box(), 'x'.repeat(15));
    expect(box()).toHaveValue('x'.repeat(10));
    expect(screen.getByText('10/10')).toBeInTheDocument();
  });

  it("shows visitors the comments and the feature's login prompt instead of the form", async () => {
    show({ signedIn: false, initialPage: { comments: [comment(1)], nextCursor: null } });
    expect(screen.getByText('Comment 1')).toBeInTheDocument();
    expect(screen.getByText('Please login to comment')).toBeInTheDocument();
    expectLink(screen, 'Log In', '/login?redirect=%2Fnews%2Fannual-meet');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('CommentsSection, trust and safety (issue 34)', () => {
  const asMember = (id: string) =>
    ({ user: { _id: id, id, name: 'Meera Joshi' }, status: 'authenticated' }) as unknown as Session;

  function showAs(session: Session | null, comments: Comment[]) {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/news/annual-meet']}>
          <SessionContext.Provider value={session}>
            <CommentsSection
              queryKey={['news', 'n1', 'comments']}
              fetchPage={vi.fn()}
              submit={vi.fn()}
              initialPage={{ comments, nextCursor: null }}
              signedIn={session !== null}
              loginPrompt="Please login to comment"
              failureText="Failed to submit comment"
              maxLength={500}
            />
          </SessionContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it("folds a blocked member's comment behind Show, and offers Report on others' comments only", async () => {
    showAs(asMember('u2'), [
      { ...comment(3, 'Cheap loans, call now'), authorBlocked: true },
      { ...comment(2, 'My own words'), moderation: 'hidden' },
      comment(1, 'See you there'),
    ]);
    const [blocked, mine, other] = items();
    expect(blocked).toHaveTextContent('Hidden: you blocked this member');
    expect(blocked).not.toHaveTextContent('Cheap loans, call now');
    await userEvent.click(within(blocked!).getByRole('button', { name: 'Show' }));
    expect(blocked).toHaveTextContent('Cheap loans, call now');
    expect(within(blocked!).getByRole('button', { name: 'Report' })).toBeInTheDocument();

    expect(mine).toHaveTextContent('Hidden while our admins review reports about it.');
    expect(within(mine!).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(within(other!).getByRole('button', { name: 'Report' })).toBeInTheDocument();
  });

  it('offers visitors no Report', () => {
    showAs(null, [comment(1, 'See you there')]);
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });
});
