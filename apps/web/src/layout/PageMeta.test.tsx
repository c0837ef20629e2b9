import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '../lib/site.ts';
import { PageMeta } from './PageMeta.tsx';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

beforeEach(() => {
  // The tags index.html carries.
  document.head.innerHTML = `
    <title>${DEFAULT_TITLE}</title>
    <meta name="description" content="${DEFAULT_DESCRIPTION}">
    <meta property="og:title" content="${DEFAULT_TITLE}">
    <meta property="og:description" content="${DEFAULT_DESCRIPTION}">`;
});

describe('PageMeta', () => {
  it('sets the title and description tags, cutting the description at 155 characters', () => {
    const long = 'Frequently asked questions about membership. '.repeat(6);
    render(<PageMeta title="FAQ | Sangam" description={long} />);
    expect(document.title).toBe('FAQ | Sangam');
    expect(content('meta[property="og:title"]')).toBe('FAQ | Sangam');
    const description = content('meta[name="description"]') ?? '';
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith('…')).toBe(true);
    expect(content('meta[property="og:description"]')).toBe(description);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('restores the Hindi defaults when the page goes away', () => {
    const view = render(<PageMeta title="About Us | Sangam" description="About the community." />);
    view.unmount();
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(content('meta[name="description"]')).toBe(DEFAULT_DESCRIPTION);
    expect(content('meta[property="og:title"]')).toBe(DEFAULT_TITLE);
    expect(content('meta[property="og:description"]')).toBe(DEFAULT_DESCRIPTION);
  });
});
