import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadNamespaces } from '../../../i18n/i18n.ts';
import { mockFetch } from '../../../test/fetchMock.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { HomePage } from './HomePage.tsx';

/** Latin-script words among the page's texts, placeholders and labels. */
function latinWords(root: HTMLElement): string[] {
  const texts = [root.textContent ?? ''];
  for (const element of root.querySelectorAll('*')) {
    for (const name of ['placeholder', 'aria-label', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
  }
  return texts.join(' ').match(/[A-Za-z]{2,}/g) ?? [];
}

describe('the home page in Hindi', () => {
  beforeEach(async () => {
    await loadNamespaces(['common', 'home']);
    await activateLanguage('hi');
  });
  afterEach(() => activateLanguage('en'));

  it('says everything in Hindi, the built-in news and the category tiles included, and titles the page in Hindi', async () => {
    mockFetch(() => ({ body: { news: [] } }));
    const { container } = renderWithApp(<HomePage />, { path: '/home' });
    expect(
      await screen.findByRole('heading', { name: 'जहाँ हमारे समुदाय के पेशेवर और कारोबारी आपस में जुड़ते हैं' }),
    ).toBeInTheDocument();
    expect((await screen.findAllByText('छात्रों और युवा पेशेवरों के लिए मुफ़्त करियर मार्गदर्शन'))[0]).toBeInTheDocument();
    // The tile says its trade in Hindi and still searches the directory by the trade's name.
    const plumber = await screen.findByRole('link', { name: /प्लंबर/ });
    expect(plumber.getAttribute('href')).toContain('%2Fdirectory%3Fsearch%3DPlumber');
    expect(screen.getByText('सिर्फ़ ₹499 सालाना में पूरे संपर्क विवरण।')).toBeInTheDocument();
    expect(latinWords(container)).toEqual([]);
    expect(document.title).toBe('संगम | Sangam – समुदाय का नेटवर्क');
  });
});
