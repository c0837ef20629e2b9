import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { Words } from './words.ts';

const MESSAGES = {
  count: '{count, plural, =0 {No services} one {# service} other {# services}}',
  greeting: 'Hi, {name}',
  role: '{gender, select, male {He} female {She} other {They}} joined',
  others: '{count, plural, offset:1 one {You} other {You and # others}}',
  amount: 'Total {total, number}',
};
const HINDI = { count: '{count, plural, =0 {कोई सेवा नहीं} one {# सेवा} other {# सेवाएँ}}' };

/** Ours and @lingui/core's own runtime, over the same compiled catalogue. */
function both(lang: 'en' | 'hi', messages: Record<string, string>) {
  const compiled = Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, compileMessageOrThrow(v)]));
  const words = new Words();
  words.load(lang, compiled);
  words.activate(lang);
  const lingui = setupI18n({
    locale: lang,
    locales: [lang === 'hi' ? 'hi-IN' : 'en-IN'],
    messages: { [lang]: compiled },
  });
  return { words, lingui };
}

describe('Words, the browser reader of compiled catalogues', () => {
  it("says English as Lingui's runtime does: plurals, exact matches, #, select, offset, numbers", () => {
    const { words, lingui } = both('en', MESSAGES);
    for (const [id, values] of [
      ['count', { count: 0 }],
      ['count', { count: 1 }],
      ['count', { count: 2 }],
      ['count', { count: 100000 }],
      ['greeting', { name: 'Asha' }],
      ['role', { gender: 'female' }],
      ['role', { gender: 'x' }],
      ['others', { count: 1 }],
      ['others', { count: 4 }],
      ['amount', { total: 1234567 }],
    ] as const) {
      expect(words._(id, values)).toBe(lingui._(id, values));
    }
    expect(words._('count', { count: 100000 })).toBe('1,00,000 services');
  });

  it("uses Hindi's plural forms: one for 0 and 1, other above", () => {
    const { words, lingui } = both('hi', HINDI);
    for (const count of [0, 1, 2, 5, 100000]) {
      expect(words._('count', { count })).toBe(lingui._('count', { count }));
    }
    expect(words._('count', { count: 2 })).toBe('2 सेवाएँ');
  });

  it('answers an id it has no words for with the id, and says so', () => {
    const words = new Words();
    let missing = 0;
    words.onMissing = () => missing++;
    words.activate('en');
    expect(words._('news.title')).toBe('news.title');
    expect(missing).toBe(1);
  });
});
