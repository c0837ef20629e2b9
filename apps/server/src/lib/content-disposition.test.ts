import { describe, expect, it } from 'vitest';
import { contentDisposition, fileSlug } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987)', () => {
    expect(contentDisposition('आशा Kamble Biodata.pdf')).toBe(
      `attachment; filename="___ Kamble Biodata.pdf"; filename*=UTF-8''${encodeURIComponent('आशा Kamble Biodata.pdf')}`,
    );
    expect(contentDisposition('users_export_2026-01-31.csv')).toBe(
      `attachment; filename="users_export_2026-01-31.csv"; filename*=UTF-8''users_export_2026-01-31.csv`,
    );
  });

  it('cannot be broken out of: quotes, backslashes, control characters and RFC 5987 specials are encoded', () => {
    const header = contentDisposition('a"b\\c\r\nSet-Cookie: x=1; (d)*\'e.csv');
    expect(header).toBe(
      `attachment; filename="a_b_cSet-Cookie: x=1; (d)*'e.csv"; filename*=UTF-8''a%22b%5CcSet-Cookie%3A%20x%3D1%3B%20%28d%29%2A%27e.csv`,
    );
    expect(header).not.toMatch(/[\r\n]/);
    expect(contentDisposition('')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
    expect(contentDisposition('a\ud800b 😀.csv')).toBe(
      `attachment; filename="a_b __.csv"; filename*=UTF-8''a%EF%BF%BDb%20%F0%9F%98%80.csv`,
    );
  });
});

describe('fileSlug', () => {
  it('keeps lower-case ASCII words joined by hyphens', () => {
    expect(fileSlug('  Annual Meet: Registration 2026! ')).toBe('annual-meet-registration-2026');
    expect(fileSlug('Café Crème')).toBe('cafe-creme');
    expect(fileSlug('आशा')).toBe('');
    expect(fileSlug('a'.repeat(50) + ' b', 51)).toBe('a'.repeat(50));
  });
});
