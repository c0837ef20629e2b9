import { describe, expect, it } from 'vitest';
import { DirectoryConfigSchema, DirectoryQuerySchema } from './directory.ts';
import { DIRECTORY_MESSAGES, DIRECTORY_PAGE_SIZE } from './directory-messages.ts';
import en from './i18n/locales/en/directory.json';

const config = { enforcePublicFilter: true, enforceActiveFilter: true, excludeCurrentUser: true };

describe('DirectoryConfigSchema', () => {
  it.each([1, 100, 1000])('accepts a limit of %i', (limit) => {
    expect(DirectoryConfigSchema.safeParse({ ...config, limit }).success).toBe(true);
  });

  it.each([0, 1001, 2.5, '10'])('refuses a limit of %o', (limit) => {
    expect(DirectoryConfigSchema.safeParse({ ...config, limit }).error?.issues[0]?.message).toBe(
      DIRECTORY_MESSAGES.limitInvalid,
    );
  });
});

describe('DirectoryQuerySchema', () => {
  it('defaults and coerces the query string', () => {
    expect(DirectoryQuerySchema.parse({})).toEqual({
      search: '',
      city: '',
      occupation: '',
      page: 1,
      limit: DIRECTORY_PAGE_SIZE,
    });
    expect(
      DirectoryQuerySchema.parse({ search: ' plumb ', city: ' Pune ', occupation: 'Plumber', page: '3', limit: '10' }),
    ).toEqual({ search: 'plumb', city: 'Pune', occupation: 'Plumber', page: 3, limit: 10 });
  });

  it('refuses a page below 1', () => {
    expect(DirectoryQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('DIRECTORY_MESSAGES', () => {
  it("words the spec's failure sentence in English, with the cause as an argument", () => {
    expect(DIRECTORY_MESSAGES.failed).toBe('directory.failed');
    expect(en.failed.replace('{message}', 'Timeout')).toBe(
      'Failed to load directory: Timeout. Please try again later.',
    );
  });
});
