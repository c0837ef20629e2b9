import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../i18n/i18n.ts';
import { NotFound } from './NotFound.tsx';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';

function Broken(): never {
  throw new Error('boom');
}

afterEach(() => vi.restoreAllMocks());

describe('error screens', () => {
  it("shows 'Oops! Something went wrong' with Reload Page and Go Home when a screen throws", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <ScreenErrorBoundary>
          <Broken />
        </ScreenErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Screen failed to render:', expect.objectContaining({ message: 'boom' }));
  });

  it('a navigation leaves the error screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/">Elsewhere</Link>
        <ScreenErrorBoundary>
          <Routes>
            <Route path="/" element={<p>Home screen</p>} />
            <Route path="/broken" element={<Broken />} />
          </Routes>
        </ScreenErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });

  it('Page Not Found offers Go to Home and Go Back', async () => {
    const show = () =>
      render(
        <MemoryRouter initialEntries={['/previous', '/nowhere']} initialIndex={1}>
          <Routes>
            <Route path="/" element={<p>Home screen</p>} />
            <Route path="/previous" element={<p>Previous screen</p>} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </MemoryRouter>,
      );
    const events = userEvent.setup();
    const { unmount } = show();
    await events.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('Previous screen')).toBeInTheDocument();
    unmount();
    show();
    await events.click(await screen.findByRole('button', { name: 'Go to Home' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });
});

describe('error screens in Hindi', () => {
  afterEach(() => activateLanguage('en'));

  it('Page Not Found and the error screen speak Hindi, the tab title too', async () => {
    await activateLanguage('hi');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <Routes>
          <Route path="*" element={<NotFound />} />
        </Routes>
        <ScreenErrorBoundary>
          <Broken />
        </ScreenErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'वापस जाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'माफ़ कीजिए! कुछ गड़बड़ हो गई' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पेज दोबारा लोड करें' })).toBeInTheDocument();
    expect(document.title).toMatch(/ \| संगम$/);
  });
});
