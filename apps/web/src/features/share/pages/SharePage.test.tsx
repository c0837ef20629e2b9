import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member } from '../../../test/memberFixture.ts';
import { renderPage } from '../../../test/renderPage.tsx';
import { sharedPostFrom } from '../../../pwa/sharedPost.ts';
import { SharePage } from './SharePage.tsx';

const at = (query: string) => renderPage(<SharePage />, { viewer: member(), path: '/share', at: `/share?${query}` });

describe('sharedPostFrom', () => {
  it("titles the post with the shared title, else the text's first line, and puts the link after the text", () => {
    expect(sharedPostFrom(new URLSearchParams('title=Rain&text=Roads+closed&url=https://x.in/a'))).toEqual({
      title: 'Rain',
      details: 'Roads closed\n\nhttps://x.in/a',
    });
    expect(sharedPostFrom(new URLSearchParams('text=%0AFirst line%0Asecond line'))).toEqual({
      title: 'First line',
      details: 'First line\nsecond line',
    });
    // Android puts a shared page's link in the text: it is not said twice.
    expect(sharedPostFrom(new URLSearchParams('text=See https://x.in/a&url=https://x.in/a'))?.details).toBe(
      'See https://x.in/a',
    );
    expect(sharedPostFrom(new URLSearchParams('url=https://x.in/a'))).toEqual({
      title: 'https://x.in/a',
      details: 'https://x.in/a',
    });
    expect(sharedPostFrom(new URLSearchParams('title=&text=+'))).toBeNull();
  });
});

describe('SharePage', () => {
  it('shows what was shared and opens the question form with it in the router state', async () => {
    const { location } = at('title=School+fees&text=Which+school+is+good%3F');
    expect(await screen.findByRole('heading', { name: 'What you shared' })).toBeVisible();
    expect(screen.getByText('School fees')).toBeVisible();
    expect(screen.getByText('Which school is good?')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add a listing' })).toHaveAttribute('href', '/create-listing');
    await userEvent.click(screen.getByRole('link', { name: 'Ask in Q&A' }));
    expect(location().pathname).toBe('/create-question');
    expect(location().state).toEqual({ shared: { title: 'School fees', details: 'Which school is good?' } });
  });

  it('says how to share when nothing came', async () => {
    at('');
    expect(await screen.findByText("Nothing was shared. Choose Sangam in another app's Share menu.")).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ask in Q&A' })).toBeNull();
  });
});
