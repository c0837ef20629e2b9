import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage.ts';

describe('lazyPage', () => {
  const Page = () => <p>The page</p>;
  const draw = (Lazy: ReturnType<typeof lazyPage>) =>
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Lazy />
      </Suspense>,
    );

  it('draws a page fetched beforehand at once, without "Loading..."', async () => {
    const Lazy = lazyPage(() => Promise.resolve({ default: Page }));
    await Lazy.preload();
    draw(Lazy);
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows "Loading..." for a page not fetched yet, then the page', async () => {
    const Lazy = lazyPage(() => Promise.resolve({ default: Page }));
    draw(Lazy);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });

  it('tries again after a failed fetch', async () => {
    let attempts = 0;
    const Lazy = lazyPage(() =>
      ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Page }),
    );
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await act(() => Lazy.preload());
    expect(attempts).toBe(2);
  });
});
