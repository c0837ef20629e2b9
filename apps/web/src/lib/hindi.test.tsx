import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@sangam/shared/profile';
import { atMostChars } from '@sangam/shared/wording';
import { activateLanguage } from '../i18n/i18n.ts';
import { say } from '../i18n/useT.ts';
import { ApiRequestError, CLIENT_ERROR_TYPES } from '../api/errors.ts';
import { LikeButton } from '../components/engagement/LikeButton.tsx';
import { Pagination } from '../components/ui/Pagination.tsx';
import { TextField } from '../components/ui/TextField.tsx';
import { eventDateTime, fullDate, shortDate } from './dateFormat.ts';
import { formatDate, formatNumber, formatRupees, formatTotal, planLabel } from './format.ts';
import { timeAgo } from './timeAgo.ts';
import { joinedText, memberSince } from './memberSince.ts';
import { useZodForm } from './useZodForm.ts';

// The shared web pieces as a member who reads Hindi sees them (the tests' setup loads every catalogue).
describe('in Hindi', () => {
  beforeEach(() => activateLanguage('hi'));
  afterEach(() => activateLanguage('en'));

  it('writes dates, numbers and money through Intl hi-IN, with the Indian grouping', () => {
    const date = new Date(2026, 10, 28, 15, 4);
    expect(fullDate(date)).toBe('28 नवंबर 2026');
    expect(formatDate('2026-11-28T10:00:00')).toBe('28 नवंबर 2026');
    expect(shortDate(date)).toBe(new Intl.DateTimeFormat('hi-IN', { dateStyle: 'medium' }).format(date));
    expect(eventDateTime(date)).toMatch(/^शनि, 28/);
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatTotal({ total: 10000, capped: true })).toBe('10,000+');
    expect(formatRupees(49900)).toBe('₹499');
    expect(formatRupees(49950)).toBe('₹499.50');
    expect(formatRupees(10000000)).toBe('₹1,00,000');
    expect(planLabel('premium')).toBe('प्रीमियम');
  });

  it('says how long ago in Hindi: आज, कल, 3 दिन पहले', () => {
    const now = new Date(2026, 10, 28, 10, 0);
    expect(memberSince(new Date(2026, 10, 28, 8), now)).toBe('आज');
    expect(memberSince(new Date(2026, 10, 27, 8), now)).toBe('कल');
    expect(memberSince(new Date(2026, 10, 25, 8), now)).toBe('3 दिन पहले');
    expect(memberSince(new Date(2026, 8, 20, 8), now)).toMatch(/^2 .+ पहले$/);
    expect(joinedText(new Date(2026, 10, 25, 8), now)).toBe('3 दिन पहले जुड़े');
    expect(joinedText(new Date(2024, 4, 5, 8), now)).toBe('5 मई 2024 को जुड़े');
    expect(timeAgo(new Date(2026, 10, 28, 7, 0), now)).toBe('3 घंटे पहले');
  });

  it("shows the ui kit's words, the client's own errors and shared messages in Hindi", async () => {
    render(
      <MemoryRouter>
        <Pagination page={2} pages={5} hrefFor={(page) => `/news?page=${page}`} />
        <LikeButton
          liked={false}
          likeCount={3}
          signedIn
          loginPrompt=""
          onToggle={async () => ({ liked: true, likeCount: 4 })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'पेज' })).toBeInTheDocument();
    expect(screen.getAllByText('पिछला').length).toBeGreaterThan(0);
    expect(screen.getByText('पेज 2 / 5')).toBeInTheDocument();
    expect(screen.getByText('3 पसंद')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'पसंद करें' }));
    expect(await screen.findByText('4 पसंद')).toBeInTheDocument();

    expect(new ApiRequestError({ status: 0, type: CLIENT_ERROR_TYPES.network }).message).toBe(
      'सर्वर से जुड़ नहीं पाए। कृपया अपना इंटरनेट कनेक्शन जाँचें।',
    );
    expect(new ApiRequestError({ status: 503 }).message).toBe('सर्वर में कोई दिक्कत आ गई');
    expect(say(atMostChars('Title', 200))).toBe('शीर्षक में ज़्यादा से ज़्यादा 200 अक्षर हो सकते हैं');
  });

  it("shows a form field's error in the language shown, and redraws it on a switch", async () => {
    render(<TextField label="x" error={PROFILE_MESSAGES.professionRequired} />);
    const hindi = screen.getByText(say(PROFILE_MESSAGES.professionRequired));
    expect(hindi.textContent).toMatch(/[\u0900-\u097F]/);
    await act(() => activateLanguage('en'));
    expect(screen.getByText(say(PROFILE_MESSAGES.professionRequired)).textContent).not.toMatch(/[\u0900-\u097F]/);
  });

  it("puts zod's own messages (no message of the schema's) in Hindi in a form", async () => {
    const schema = z.object({ city: z.string().min(1), pin: z.string().max(6) });
    function Form() {
      const form = useZodForm(schema, { city: '', pin: '1234567' });
      return (
        <form onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
          <TextField label="City" {...form.register('city')} error={form.errors.city?.message} />
          <TextField label="PIN" {...form.register('pin')} error={form.errors.pin?.message} />
          <button type="submit">go</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('यह जानकारी ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('ज़्यादा से ज़्यादा 6 अक्षर हो सकते हैं')).toBeInTheDocument();
  });
});

describe('in English', () => {
  it('keeps the hand-written forms', () => {
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatRupees(49900)).toBe('₹499');
    expect(formatRupees(49950)).toBe('₹499.50');
    expect(fullDate(new Date(2026, 10, 28))).toBe('28 November 2026');
    expect(timeAgo(new Date(2026, 10, 25, 10), new Date(2026, 10, 28, 10))).toBe('3 days ago');
    expect(say(atMostChars('Title', 200))).toBe('Title must be at most 200 characters');
    expect(planLabel('basic')).toBe('Free');
  });
});
