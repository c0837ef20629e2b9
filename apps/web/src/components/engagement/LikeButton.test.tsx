import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { LikeReply } from '@sangam/shared/engagement';
import { deferred } from '../../test/deferred.ts';
import { LikeButton, type LikeButtonProps } from './LikeButton.tsx';
import { expectLink } from '../../test/expectLink.ts';

const props = (overrides: Partial<LikeButtonProps> = {}): LikeButtonProps => ({
  liked: false,
  likeCount: 5,
  signedIn: true,
  loginPrompt: 'Please login to like this post',
  onToggle: vi.fn(),
  label: 'Like this post',
  ...overrides,
});

const show = (p: LikeButtonProps) =>
  render(
    <MemoryRouter initialEntries={['/news/annual-meet']}>
      <LikeButton {...p} />
    </MemoryRouter>,
  );
const button = () => screen.getByRole('button', { name: 'Like this post' });

describe('LikeButton', () => {
  it('shows the change at once, then the server’s count', async () => {
    const call = deferred<LikeReply>();
    const onToggle = vi.fn(() => call.promise);
    show(props({ onToggle }));
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('5 likes')).toBeInTheDocument();

    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('6 likes')).toBeInTheDocument();

    call.resolve({ liked: true, likeCount: 9 });
    expect(await screen.findByText('9 likes')).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes back and says so when the server refuses', async () => {
    const call = deferred<LikeReply>();
    show(props({ liked: true, likeCount: 1, onToggle: () => call.promise }));
    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('0 likes')).toBeInTheDocument();

    call.reject(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your like could not be saved. Please try again.');
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 like')).toBeInTheDocument();
  });

  it('a double tap sends one toggle', async () => {
    const call = deferred<LikeReply>();
    const onToggle = vi.fn(() => call.promise);
    show(props({ onToggle }));
    await userEvent.dblClick(button());
    expect(onToggle).toHaveBeenCalledTimes(1);
    call.resolve({ liked: true, likeCount: 6 });
    expect(await screen.findByText('6 likes')).toBeInTheDocument();
    await userEvent.click(button());
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it("shows visitors the feature's login prompt instead of calling the server", async () => {
    const onToggle = vi.fn();
    show(props({ signedIn: false, onToggle }));
    await userEvent.click(button());
    expect(onToggle).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please login to like this post');
    expectLink(screen, 'Log In', '/login?redirect=%2Fnews%2Fannual-meet');
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('5 likes')).toBeInTheDocument();
  });

  it("shows the feature's data again once it changes", async () => {
    const onToggle = vi.fn(async () => ({ liked: true, likeCount: 6 }));
    const view = show(props({ onToggle }));
    await userEvent.click(button());
    expect(await screen.findByText('6 likes')).toBeInTheDocument();
    view.rerender(
      <MemoryRouter>
        <LikeButton {...props({ onToggle, liked: false, likeCount: 12 })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('12 likes')).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });

  it('is a 44 px tap target', () => {
    show(props());
    expect(button()).toHaveClass('min-h-11', 'min-w-11');
  });
});
