import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n.ts';
import { absoluteUrl } from './shareLink.ts';

afterEach(() => activateLanguage('en'));

describe('a shared link (issue 32)', () => {
  it('carries ?lang=hi when shared from Hindi, so its preview and the page open in Hindi', async () => {
    const origin = window.location.origin;
    expect(absoluteUrl('/news/diwali-milan')).toBe(`${origin}/news/diwali-milan`);
    await activateLanguage('hi');
    expect(absoluteUrl('/news/diwali-milan')).toBe(`${origin}/news/diwali-milan?lang=hi`);
    expect(absoluteUrl('/register?ref=ABC123')).toBe(`${origin}/register?ref=ABC123&lang=hi`);
    expect(absoluteUrl('https://example.org/page')).toBe('https://example.org/page');
  });
});
