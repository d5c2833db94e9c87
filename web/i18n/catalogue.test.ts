// The catalogues stay in step: English and Indonesian have the same keys (plural forms
// aside: Indonesian has only the `other` form) and no empty texts; Filipino only overlays
// keys that exist in English.
import { describe, expect, it } from 'vitest';
import { loadCatalogue, type Catalogue } from './catalogues.ts';

const [en, id, fil] = await Promise.all([loadCatalogue('en'), loadCatalogue('id'), loadCatalogue('fil')]);

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKeys = (keys: Iterable<string>) => new Set([...keys].map((key) => key.replace(pluralSuffix, '')));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const enKeys = flatten(en);
const idKeys = flatten(id);
const filKeys = flatten(fil);

describe('catalogues', () => {
  it('are loaded from their namespace files', () => {
    expect(Object.keys(en)).toEqual(expect.arrayContaining(['common', 'login', 'topbar', 'validation']));
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
  });

  it('English and Indonesian have identical key sets', () => {
    expect([...baseKeys(idKeys.keys())].sort()).toEqual([...baseKeys(enKeys.keys())].sort());
  });

  it('every plural key has its `other` form in both languages', () => {
    for (const catalogue of [enKeys, idKeys]) {
      for (const key of catalogue.keys()) {
        if (pluralSuffix.test(key)) expect(catalogue.has(key.replace(pluralSuffix, '_other'))).toBe(true);
      }
    }
  });

  it('has no empty texts', () => {
    for (const [key, value] of [...enKeys, ...idKeys, ...filKeys]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('Filipino only overlays English keys', () => {
    for (const key of filKeys.keys()) expect(enKeys.has(key), key).toBe(true);
  });

  it('Filipino is the Philippine wording of English, never another language on an English page (§1)', () => {
    // Words of Tagalog that English text does not use: a page under /en must not mix them in.
    const tagalog = /(^|[^\p{L}])(ang|ng|mga|sa|inyong|aming|kapag|muli|pa)(?=[^\p{L}]|$)/iu;
    for (const [key, value] of filKeys) expect(tagalog.test(value), `${key}: ${value}`).toBe(false);
  });

  it('translations keep the placeholders of the English text', () => {
    for (const [key, value] of idKeys) {
      const english = enKeys.get(key) ?? enKeys.get(key.replace(pluralSuffix, '_other'));
      expect(placeholders(value), key).toEqual(placeholders(english ?? ''));
    }
    for (const [key, value] of filKeys) expect(placeholders(value), key).toEqual(placeholders(enKeys.get(key) ?? ''));
  });
});
