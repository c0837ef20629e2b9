// The directory's city and occupation filters match normalised values kept beside the free text members type.

const NOT_A_CITY = new Set(
  [
    'india',
    'bharat',
    'andhra pradesh',
    'arunachal pradesh',
    'assam',
    'bihar',
    'chhattisgarh',
    'goa',
    'gujarat',
    'haryana',
    'himachal pradesh',
    'jharkhand',
    'karnataka',
    'kerala',
    'madhya pradesh',
    'maharashtra',
    'manipur',
    'meghalaya',
    'mizoram',
    'nagaland',
    'odisha',
    'punjab',
    'rajasthan',
    'sikkim',
    'tamil nadu',
    'telangana',
    'tripura',
    'uttar pradesh',
    'uttarakhand',
    'west bengal',
    'भारत',
    'महाराष्ट्र',
    'गुजरात',
    'कर्नाटक',
    'मध्य प्रदेश',
    'उत्तर प्रदेश',
    'बिहार',
    'राजस्थान',
  ].map((name) => name.normalize('NFC')),
);

const MAX = 60;

/** Trimmed, single-spaced, NFC; a word typed all in lower case gets a capital ("pune" -> "Pune", "IT" stays). */
export function facetLabel(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ')
    .slice(0, MAX);
}

/** What a filter value is matched by: its label in lower case. */
export const facetKey = (text: string) => facetLabel(text).toLowerCase();

/**
 * The city of a free-text address: its last part that is not a PIN code, a state or the country
 * ("Flat 4, Shivaji Nagar, Pune 411005, Maharashtra" -> "Pune"). A long part without commas gives its
 * last word ("12 MG Road Pune" -> "Pune"). Empty when nothing is left.
 */
export function cityFromAddress(address: string): string {
  const parts = address
    .split(/[,\n;|/]/)
    .map((part) =>
      part
        .replace(/[\p{N}#()-]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((part) => /\p{L}/u.test(part) && !NOT_A_CITY.has(part.normalize('NFC').toLowerCase()));
  const last = parts.at(-1);
  if (!last) return '';
  const words = last.split(' ');
  return facetLabel(words.length > 2 ? words.at(-1)! : last);
}
