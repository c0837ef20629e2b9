import { expect } from 'vitest';
import type { screen } from '@testing-library/react';

/** The link named `name` in `scope` (screen, or within(...) a part of it) goes to `href`. */
export function expectLink(
  scope: Pick<typeof screen, 'getByRole'>,
  name: string | RegExp,
  href: string | RegExp,
): void {
  expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
}
