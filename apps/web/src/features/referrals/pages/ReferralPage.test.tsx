import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIER_TABLE } from '@sangam/shared/referrals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadNamespaces } from '../../../i18n/i18n.ts';
import { mockFetch, type MockReply } from '../../../test/fetchMock.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { LINK, referralInfo } from '../../../test/referralFixture.ts';
import { ReferralPage } from './ReferralPage.tsx';

function setup(info: MockReply, extra: Record<string, MockReply> = {}) {
  const fetchMock = mockFetch((url) => {
    if (url === '/api/referrals/info') return info;
    return extra[url] ?? { body: { status: 'ok' } };
  });
  renderWithApp(<ReferralPage />, { path: '/referral' });
  return fetchMock;
}

const openTab = async (events: ReturnType<typeof userEvent.setup>, name: string) => {
  await events.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
};

describe('ReferralPage', () => {
  it('shows the four stat cards, the link and the overview', async () => {
    setup({ body: referralInfo() });
    expect(await screen.findByText('Total Referrals')).toBeInTheDocument();
    const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(stat('Total Referrals')).toBe('9');
    expect(stat('Active Members')).toBe('6');
    expect(stat('Current Tier')).toBe('Silver');
    expect(stat('Rewards Earned')).toBe('250');
    expect(screen.getByLabelText('Referral link')).toHaveValue(LINK);

    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(within(overview).getByRole('progressbar', { name: 'Progress to Gold' })).toHaveAttribute(
      'aria-valuenow',
      '46',
    );
    expect(within(overview).getByText('7 of 15 successful referrals')).toBeInTheDocument();
    expect(within(overview).getByText(/8 more referrals needed to reach Gold/)).toBeInTheDocument();
    expect(within(overview).getByText('profile badge')).toBeInTheDocument();
    // Only what the site delivers: no priority listing review is promised.
    expect(within(overview).queryByText('priority listing review')).not.toBeInTheDocument();
    expect(within(overview).getByText('Early Supporter')).toBeInTheDocument();
  });

  it('says so at the top tier and when nothing is unlocked', async () => {
    setup({
      body: referralInfo({
        referralPerks: { currentTier: 'diamond', unlockedFeatures: [], specialBadges: [] },
        tierInfo: { current: 'diamond', next: null, all: [...TIER_TABLE] },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Maximum Tier Reached!' })).toBeInTheDocument();
    expect(screen.getByText("You've achieved the highest tier")).toBeInTheDocument();
    expect(screen.getByText('No features unlocked yet')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('lists every tier in Progress, marks the current one and ticks those reached', async () => {
    setup({ body: referralInfo() });
    const events = userEvent.setup();
    const panel = await openTab(events, 'Progress');
    const items = within(panel)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
    expect(within(items[1]!).getByText('Current')).toBeInTheDocument();
    expect(within(panel).getAllByText('Current')).toHaveLength(1);
    expect(items.map((item) => within(item).queryByText('(reached)') !== null)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(within(items[2]!).getByText('15 successful referrals')).toBeInTheDocument();
    // Only benefits the server marks as delivered are listed.
    expect(within(items[2]!).getByText('One free month of premium')).toBeInTheDocument();
    expect(within(items[2]!).queryByText('Featured in the directory')).not.toBeInTheDocument();
  });

  it('shows referred members with join date and status in History', async () => {
    setup({ body: referralInfo() });
    const events = userEvent.setup();
    const panel = await openTab(events, 'History');
    expect(within(panel).getByText('Meena Kumari')).toBeInTheDocument();
    expect(within(panel).getByText('Joined 2 May 2024')).toBeInTheDocument();
    expect(within(panel).getByText('Completed')).toBeInTheDocument();
    expect(within(panel).getByText('Suresh Yadav')).toBeInTheDocument();
    expect(within(panel).getByText('Pending')).toBeInTheDocument();
  });

  it("shows 'No referrals yet' with a prompt to share when there are none", async () => {
    setup({ body: referralInfo({ recentReferrals: [] }) });
    const events = userEvent.setup();
    const panel = await openTab(events, 'History');
    expect(within(panel).getByRole('heading', { name: 'No referrals yet' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Share Your Link' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    setup({ body: referralInfo() });
    const events = userEvent.setup();
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    overview.focus();
    await events.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Progress' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Progress' })).toHaveFocus();
    await events.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  });

  it("copies the link and shows 'Copied!' for 2 seconds", async () => {
    setup({ body: referralInfo() });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Copy Link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument(), {
      timeout: 3_000,
    });
  });

  it('shares through the phone share sheet when there is one, with title, text and link', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    setup({ body: referralInfo() });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Join me on Sangam', text: expect.any(String), url: LINK });
  });

  it('offers a WhatsApp share carrying the text and the link', async () => {
    setup({ body: referralInfo() });
    const whatsApp = await screen.findByRole('link', { name: /Share on WhatsApp/ });
    const href = whatsApp.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toContain(LINK);
  });

  it('regenerates the code after confirmation and shows the new link', async () => {
    const newLink = 'https://sangam.example/register?ref=NEW999';
    const fetchMock = setup(
      { body: referralInfo() },
      {
        '/api/referrals/regenerate-code': {
          body: { message: 'Referral code regenerated', newReferralCode: 'NEW999', referralLink: newLink },
        },
      },
    );
    const events = userEvent.setup();
    // Apart from the share actions and not styled as one of them.
    const regenerate = await screen.findByRole('button', { name: 'Regenerate Code' });
    const shareGroup = screen.getByRole('group', { name: 'Share your link' });
    expect(within(shareGroup).getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    expect(shareGroup).not.toContainElement(regenerate);
    expect(regenerate.className).not.toMatch(/bg-brand|border-slate-300/);
    await events.click(regenerate);
    const dialog = screen.getByRole('dialog', { name: 'Regenerate your referral code?' });
    expect(within(dialog).getByText(/current link will stop working/)).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Regenerate Code' }));

    await waitFor(() => expect(screen.getByLabelText('Referral link')).toHaveValue(newLink));
    expect(screen.getByText('NEW999')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => url)).toEqual(['/api/referrals/regenerate-code']);
  });

  it('does not regenerate when the member cancels', async () => {
    const fetchMock = setup({ body: referralInfo() });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Regenerate Code' }));
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows the spec message when the member is not found, with Try Again', async () => {
    setup({ status: 404, body: { message: 'User not found', type: 'NOT_FOUND' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found. Please try logging in again.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('ReferralPage in Hindi', () => {
  afterEach(() => activateLanguage('en'));

  it('shows the dashboard, tier names, counts and benefits in Hindi', async () => {
    await loadNamespaces(['referrals']);
    await activateLanguage('hi');
    setup({ body: referralInfo() });
    expect(await screen.findByRole('heading', { name: 'रेफ़रल डैशबोर्ड' })).toBeInTheDocument();
    const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(stat('कुल रेफ़रल')).toBe('9');
    expect(stat('अभी का स्तर')).toBe('सिल्वर');
    expect(screen.getByRole('button', { name: 'लिंक कॉपी करें' })).toBeInTheDocument();
    const overview = screen.getByRole('tabpanel', { name: 'सारांश' });
    expect(within(overview).getByText('15 सफल रेफ़रल में से 7')).toBeInTheDocument();
    expect(within(overview).getByText(/गोल्ड तक पहुँचने के लिए 8 और रेफ़रल चाहिए/)).toBeInTheDocument();
    expect(within(overview).getByText('प्रोफ़ाइल बैज')).toBeInTheDocument();

    const events = userEvent.setup();
    const progress = await openTab(events, 'प्रगति');
    expect(within(progress).getByText('आपकी प्रोफ़ाइल पर सिल्वर बैज')).toBeInTheDocument();
    expect(within(progress).getByText('पहले दिन से')).toBeInTheDocument();
  });
});
