import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from './compile.ts';
import { LANGUAGES } from './languages.ts';
import { NAMESPACES, type Namespace } from './namespaces.ts';

const localesDir = path.join(import.meta.dirname, 'locales');
const read = (lang: string, ns: string) =>
  JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as Record<string, string>;

/** The names of an ICU message's arguments ({name}, {count, plural, ...}), which both languages must use alike. */
const argumentsOf = (message: string) =>
  [...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((match) => match[1]).sort();

describe('catalogues', () => {
  it('has one file per namespace in each language, and nothing else', () => {
    for (const lang of LANGUAGES) {
      expect(readdirSync(path.join(localesDir, lang)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: both languages hold the same keys, every message parses, and Hindi uses only English's arguments`, () => {
      const en = read('en', ns);
      const hi = read('hi', ns);
      expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
      for (const lang of LANGUAGES) expect(() => compileCatalogue(ns as Namespace, read(lang, ns))).not.toThrow();
      for (const key of Object.keys(en)) {
        // Hindi may leave out an argument English shows (an internal key), never use one English is not given.
        const english = new Set(argumentsOf(en[key]!));
        const unknown = argumentsOf(hi[key]!).filter((name) => !english.has(name));
        expect.soft(unknown, `${ns}.${key} uses arguments English does not have`).toEqual([]);
        expect.soft(hi[key]!.trim(), `${ns}.${key} is empty in Hindi`).not.toBe('');
      }
    });
  }
});
