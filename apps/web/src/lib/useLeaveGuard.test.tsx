import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLeaveGuard } from './useLeaveGuard.ts';

function Editor({ dirty }: { dirty: boolean }) {
  const guard = useLeaveGuard(dirty);
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/editor?tab=2">Same page</Link>
      <button type="button" onClick={() => guard.leave('/elsewhere')}>
        Cancel
      </button>
      {guard.asking && (
        <div role="dialog" aria-label="Leave?">
          <button type="button" onClick={guard.proceed}>
            Leave
          </button>
          <button type="button" onClick={guard.stay}>
            Stay
          </button>
        </div>
      )}
    </>
  );
}

const show = (dirty: boolean) =>
  render(
    <MemoryRouter initialEntries={['/editor']}>
      <Routes>
        <Route path="/editor" element={<Editor dirty={dirty} />} />
        <Route path="/elsewhere" element={<p>Elsewhere page</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('useLeaveGuard', () => {
  it('holds an in-app link to another page until the member chooses', async () => {
    show(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere page')).toBeInTheDocument();
  });

  it("holds the page's own leave(to) too, but not links within the same page", async () => {
    show(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Same page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Leave?' })).toBeInTheDocument();
  });

  it('warns before the tab closes only while active', () => {
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const { unmount } = show(true);
    expect(closing()).toBe(true);
    unmount();
    show(false);
    expect(closing()).toBe(false);
  });

  it('lets everything through while inactive', async () => {
    show(false);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Elsewhere page')).toBeInTheDocument();
  });
});
