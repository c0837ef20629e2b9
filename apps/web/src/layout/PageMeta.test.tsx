import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIST_PAGE_META, listPageTitle } from '@sangam/shared/page-meta';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '../lib/site.ts';
import { activateLanguage } from '../i18n/i18n.ts';
import { PageMeta } from './PageMeta.tsx';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

beforeEach(() => {
  // The tags index.html carries.
  document.head.innerHTML = `
    <title>${DEFAULT_TITLE}</title>
    <meta name="description" content="${DEFAULT_DESCRIPTION}">
    <meta property="og:title" content="${DEFAULT_TITLE}">
    <meta property="og:description" content="${DEFAULT_DESCRIPTION}">
    <meta property="og:locale" content="hi_IN">
    <meta property="og:locale:alternate" content="en_US">
    <meta name="twitter:title" content="${DEFAULT_TITLE}">`;
});

afterEach(() => activateLanguage('en'));

describe('PageMeta', () => {
  it('sets the title and description tags, cutting the description at 155 characters', () => {
    const long = 'Frequently asked questions about membership. '.repeat(6);
    render(<PageMeta title="FAQ | Sangam" description={long} />);
    expect(document.title).toBe('FAQ | Sangam');
    expect(content('meta[property="og:title"]')).toBe('FAQ | Sangam');
    expect(content('meta[name="twitter:title"]')).toBe('FAQ | Sangam');
    const description = content('meta[name="description"]') ?? '';
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith('…')).toBe(true);
    expect(content('meta[property="og:description"]')).toBe(description);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[property="og:locale"]')).toBe('en_US');
    expect(content('meta[property="og:locale:alternate"]')).toBe('hi_IN');
  });

  it("restores the site's own title and description, in the language shown, when the page goes away", () => {
    const view = render(<PageMeta title="About Us | Sangam" description="About the community." />);
    view.unmount();
    expect(document.title).toBe('Sangam – Community Network');
    expect(content('meta[name="description"]')).toMatch(/^Sangam: the network of the community/);
    expect(content('meta[property="og:title"]')).toBe('Sangam – Community Network');
  });

  it('takes catalogue ids and says them in the language shown, again after a switch', async () => {
    const { title, description } = {
      title: listPageTitle('/latest-events'),
      description: LIST_PAGE_META['/latest-events'].description,
    };
    render(<PageMeta title={title} description={description} />);
    expect(document.title).toBe('Latest News & Events | Sangam');
    expect(content('meta[name="description"]')).toBe('News, events, announcements and notices of the community.');
    await act(() => activateLanguage('hi'));
    expect(document.title).toBe('ताज़ा समाचार और कार्यक्रम | संगम');
    expect(content('meta[property="og:description"]')).toBe('समाज के समाचार, कार्यक्रम, घोषणाएँ और सूचनाएँ।');
    expect(content('meta[property="og:locale"]')).toBe('hi_IN');
    expect(content('meta[property="og:locale:alternate"]')).toBe('en_US');
  });

  it("shows index.html's Hindi defaults, passed as they are, as the site's title in the language shown", () => {
    render(<PageMeta title={DEFAULT_TITLE} description={DEFAULT_DESCRIPTION} />);
    expect(document.title).toBe('Sangam – Community Network');
  });
});
