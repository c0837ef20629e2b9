import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1';

/** Fresh install modules (their state starts at load, as on a page load), on a phone that is `standalone` or not. */
async function load({ standalone = false, userAgent = navigator.userAgent } = {}) {
  vi.resetModules();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: standalone && query.includes('standalone') }));
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  // The fresh modules' words too.
  const i18n = await import('../i18n/i18n.ts');
  await i18n.loadNamespaces(['common']);
  await i18n.activateLanguage('en');
  const install = await import('./install.ts');
  const { InstallMenuEntry } = await import('./InstallMenuEntry.tsx');
  const { InstallHint } = await import('./InstallHint.tsx');
  return { ...install, InstallMenuEntry, InstallHint };
}

/** Chromium's install offer, its prompt() stubbed; the member answers `outcome`. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeEach(() => vi.restoreAllMocks());

describe('countVisit', () => {
  it('counts a page load as a new visit 30 minutes or more after the one before', async () => {
    const { countVisit, NEW_VISIT_AFTER_MS } = await load();
    expect(countVisit(1_000)).toBe(1);
    expect(countVisit(1_000 + 10 * 60_000)).toBe(1);
    expect(countVisit(1_000 + 10 * 60_000 + NEW_VISIT_AFTER_MS)).toBe(2);
  });

  it('with site data blocked (storage throws), the hint and the menu entry still load, as on a first visit', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    const { countVisit, hintDone, putHintAway, InstallHint } = await load();
    expect(countVisit()).toBe(1);
    putHintAway();
    expect(hintDone()).toBe(false);
    render(<InstallHint />);
    offerInstall();
    expect(screen.queryByText(/Put Sangam on your home screen/)).toBeNull();
  });
});

describe('Install app in the menu', () => {
  it("shows when Chromium offers installing, shows its prompt when tapped, and goes once it's used", async () => {
    const { InstallMenuEntry } = await load();
    render(<InstallMenuEntry slot={document.body} />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    const offer = offerInstall();
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('is not there in the installed app', async () => {
    const { InstallMenuEntry } = await load({ standalone: true });
    render(<InstallMenuEntry slot={document.body} />);
    offerInstall();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('goes when the app gets installed from the browser’s own menu', async () => {
    const { InstallMenuEntry } = await load();
    render(<InstallMenuEntry slot={document.body} />);
    offerInstall();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('on an iPhone opens the Add to Home Screen steps', async () => {
    const { InstallMenuEntry } = await load({ userAgent: IPHONE });
    render(<InstallMenuEntry slot={document.body} />);
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(screen.getByRole('dialog', { name: 'Install on iPhone' })).toHaveTextContent('Add to Home Screen');
  });
});

describe('the install hint', () => {
  const HINT = /Put Sangam on your home screen/;
  const lastVisit = (minutesAgo: number, count = 1) =>
    localStorage.setItem('sangam.visits', JSON.stringify({ count, last: Date.now() - minutesAgo * 60_000 }));

  it('is not shown on the first visit', async () => {
    const { InstallHint } = await load();
    render(<InstallHint />);
    offerInstall();
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('shows on the second visit, and Not now puts it away for good', async () => {
    lastVisit(31);
    const first = await load();
    const { unmount } = render(<first.InstallHint />);
    offerInstall();
    expect(screen.getByText(HINT)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(HINT)).toBeNull();
    unmount();

    lastVisit(31, 2);
    const later = await load();
    render(<later.InstallHint />);
    offerInstall();
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('Install shows the prompt and, once installed, the hint is gone for good', async () => {
    lastVisit(45);
    const { InstallHint, hintDone } = await load();
    render(<InstallHint />);
    const offer = offerInstall('accepted');
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(offer.prompt).toHaveBeenCalled();
    expect(screen.queryByText(HINT)).toBeNull();
    expect(hintDone()).toBe(true);
  });

  it('is not shown where Sangam cannot be installed', async () => {
    lastVisit(31);
    const { InstallHint } = await load();
    render(<InstallHint />);
    expect(screen.queryByText(HINT)).toBeNull();
  });
});
