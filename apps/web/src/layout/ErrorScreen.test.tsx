import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './ErrorScreen.tsx';
import { NotFound } from './NotFound.tsx';

function Broken(): never {
  throw new Error('boom');
}

afterEach(() => vi.restoreAllMocks());

describe('error screens', () => {
  it("shows 'Oops! Something went wrong' with Reload Page and Go Home when a screen throws", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ErrorScreen /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('Page Not Found offers Go to Home and Go Back', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Home screen</p> },
        { path: '/previous', element: <p>Previous screen</p> },
        { path: '*', element: <NotFound /> },
      ],
      { initialEntries: ['/previous', '/nowhere'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('Previous screen')).toBeInTheDocument();
    await router.navigate('/nowhere');
    await events.click(await screen.findByRole('button', { name: 'Go to Home' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });
});
