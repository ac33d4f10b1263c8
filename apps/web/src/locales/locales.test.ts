import { describe, expect, it } from 'vitest';

// Every catalogue of the app, the capture page's included (its i18n reads locales/<lng>/capture.json).
const catalogues = import.meta.glob<Record<string, unknown>>('./{en,it}/*.json', {
  eager: true,
  import: 'default',
});

type Catalogue = Record<string, unknown>;

function namespaces(language: 'en' | 'it'): Map<string, Catalogue> {
  const found = new Map<string, Catalogue>();
  for (const [path, catalogue] of Object.entries(catalogues)) {
    const match = /^\.\/(en|it)\/(.+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) found.set(match[2], catalogue);
  }
  return found;
}

/** 'a.b.c' → text, for every leaf of a catalogue. */
function leaves(node: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof node === 'string') return found.set(prefix, node);
  for (const [key, value] of Object.entries(node as Catalogue)) {
    for (const [path, text] of leaves(value, prefix ? `${prefix}.${key}` : key)) found.set(path, text);
  }
  return found;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? ''))].sort();
}

const en = namespaces('en');
const it_ = namespaces('it');

describe('locale catalogues', () => {
  it('have the same namespaces in English and Italian', () => {
    expect([...it_.keys()].sort()).toEqual([...en.keys()].sort());
    expect(en.size).toBeGreaterThan(10);
  });

  for (const [ns, english] of en) {
    describe(ns, () => {
      const enTexts = leaves(english);
      const itTexts = leaves(it_.get(ns) ?? {});

      it('has every key in both languages, plural forms included', () => {
        expect([...enTexts.keys()].filter((key) => !itTexts.has(key))).toEqual([]);
        expect([...itTexts.keys()].filter((key) => !enTexts.has(key))).toEqual([]);
      });

      it('gives every plural both its _one and its _other form', () => {
        for (const texts of [enTexts, itTexts]) {
          const bases = [...texts.keys()]
            .filter((key) => PLURAL.test(key))
            .map((key) => key.replace(PLURAL, ''));
          for (const base of bases) {
            expect(texts.has(`${base}_one`), `${base}_one`).toBe(true);
            expect(texts.has(`${base}_other`), `${base}_other`).toBe(true);
          }
        }
      });

      it('has no empty text, and the same placeholders in both languages', () => {
        for (const [key, text] of enTexts) {
          const italian = itTexts.get(key) ?? '';
          expect(text.trim(), `en ${key}`).not.toBe('');
          expect(italian.trim(), `it ${key}`).not.toBe('');
          // A singular may say 'one' in words instead of {{count}}.
          const ignore = key.endsWith('_one') ? ['count'] : [];
          const names = (value: string) => placeholders(value).filter((name) => !ignore.includes(name));
          expect(names(italian), `it ${key}`).toEqual(names(text));
        }
      });
    });
  }
});
