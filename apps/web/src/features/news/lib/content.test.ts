import { describe, expect, it } from 'vitest';
import { contentToHtml } from './content.ts';

describe('contentToHtml', () => {
  it('turns typed text into paragraphs and line breaks, escaping what looks like markup', () => {
    expect(contentToHtml('Hello & welcome\nsecond line\n\nNext <3')).toBe(
      '<p>Hello &amp; welcome<br>second line</p><p>Next &lt;3</p>',
    );
  });
  it('keeps HTML as written (the server sanitises it)', () => {
    expect(contentToHtml(' <p>Hi <strong>all</strong></p> ')).toBe('<p>Hi <strong>all</strong></p>');
  });
});
