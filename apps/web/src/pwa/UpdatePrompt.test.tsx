import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register.ts';
import { UpdatePrompt } from './UpdatePrompt.tsx';

// workbox-window's Workbox, reduced to its events: the test says when a new version waits.
const workbox = vi.hoisted(() => ({ listeners: new Map<string, () => void>() }));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener);
    }
    register = () => Promise.resolve();
    update = () => Promise.resolve();
  },
}));

describe('the update bar', () => {
  it('shows only once a new version waits, and Reload hands over to it, then reloads', async () => {
    const waitingWorker = { postMessage: vi.fn() };
    const onController: (() => void)[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: {
        getRegistration: async () => ({ waiting: waitingWorker }),
        addEventListener: (_type: string, listener: () => void) => onController.push(listener),
      },
    });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    registerServiceWorker();
    render(<UpdatePrompt />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => workbox.listeners.get('waiting')!());
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Sangam is ready:');
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(waitingWorker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    onController.forEach((listener) => listener());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
