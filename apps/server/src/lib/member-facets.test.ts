import { describe, expect, it } from 'vitest';
import { cityFromAddress, facetKey, facetLabel } from './member-facets.ts';

describe('cityFromAddress', () => {
  it.each([
    ['Nashik', 'Nashik'],
    ['Kothrud, Pune', 'Pune'],
    ['Flat 4, Shivaji Nagar, Pune 411005, Maharashtra', 'Pune'],
    ['12 MG Road Pune', 'Pune'],
    ['  navi   mumbai , India ', 'Navi Mumbai'],
    ['कोथरूड, पुणे, महाराष्ट्र', 'पुणे'],
    ['411005', ''],
    ['', ''],
  ])('%s -> %s', (address, city) => {
    expect(cityFromAddress(address)).toBe(city);
  });
});

describe('facet labels and keys', () => {
  it('agree across spellings that differ only in case and spaces', () => {
    expect(facetLabel('  web   developer ')).toBe('Web Developer');
    expect(facetLabel('IT Support')).toBe('IT Support');
    expect(facetKey('PLUMBER')).toBe(facetKey(' plumber'));
    expect(facetKey('राम कुमार')).toBe('राम कुमार');
  });
});
