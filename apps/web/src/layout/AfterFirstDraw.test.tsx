import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AfterShell } from './AfterFirstDraw.tsx';

describe('AfterShell', () => {
  it('draws the page a task after the shell on the first draw, and at once from then on', async () => {
    vi.useFakeTimers();
    try {
      const first = render(
        <>
          <nav>Shell</nav>
          <AfterShell>
            <p>Page</p>
          </AfterShell>
        </>,
      );
      expect(screen.getByText('Shell')).toBeInTheDocument();
      expect(screen.queryByText('Page')).toBeNull();
      await act(() => vi.runAllTimersAsync());
      expect(screen.getByText('Page')).toBeInTheDocument();
      first.unmount();

      render(
        <AfterShell>
          <p>Next page</p>
        </AfterShell>,
      );
      expect(screen.getByText('Next page')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
