import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ar } from './ar/index.js';
import { en } from './en/index.js';
import type { PluralForm } from './translation.js';

type Tree = { readonly [key: string]: string | Tree };

/** `{cart: {empty: '…'}}` → `{'cart.empty': '…'}`. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) flat.set(k, v);
  }
  return flat;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const ARABIC_FORMS: PluralForm[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
const base = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const english = flatten(en);
const arabic = flatten(ar as Tree);
const englishBases = new Set([...english.keys()].map(base));
const pluralBases = new Set([...english.keys()].filter((k) => PLURAL.test(k)).map(base));

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCES = ['apps/web/src', 'apps/server/src', 'packages/contract/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'i18n' || name === 'test' ? [] : sourceFiles(file);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

const code = SOURCES.flatMap((dir) => sourceFiles(path.join(repo, dir))).map((file) => ({
  file: path.relative(repo, file),
  text: readFileSync(file, 'utf8'),
}));

/** Every quoted string of the code (keys are written whole: 'cart.empty'), and every template's fixed start. */
const literals = new Set(code.flatMap(({ text }) => [...text.matchAll(/(['"`])([\w.]+)\1/g)].map((m) => m[2] ?? '')));
const prefixes = code.flatMap(({ text }) => [...text.matchAll(/`([\w.]+\.)\$\{/g)].map((m) => m[1] ?? ''));

describe('the catalogues (ADR 023)', () => {
  it('has every English text in Arabic, and no Arabic key English lacks', () => {
    const missing = [...english.keys()].filter((k) => !PLURAL.test(k) && !arabic.has(k));
    const plurals = [...pluralBases].filter((b) => !arabic.has(`${b}_other`)).map((b) => `${b}_other`);
    expect([...missing, ...plurals]).toEqual([]);
    expect([...arabic.keys()].filter((k) => !englishBases.has(base(k)))).toEqual([]);
  });

  it("gives every counted text all six of Arabic's plural forms", () => {
    const incomplete = [...pluralBases].flatMap((b) =>
      ARABIC_FORMS.filter((form) => !arabic.has(`${b}_${form}`)).map((form) => `${b}_${form}`),
    );
    expect(incomplete).toEqual([]);
  });

  it('fills the same placeholders in both languages', () => {
    const differ = [...arabic].flatMap(([key, text]) => {
      const source = english.get(key) ?? english.get(`${base(key)}_other`) ?? '';
      const wanted = placeholders(source).filter((name) => !(name === 'count' && PLURAL.test(key)));
      const got = placeholders(text).filter((name) => !(name === 'count' && PLURAL.test(key)));
      return JSON.stringify(wanted) === JSON.stringify(got) ? [] : [`${key}: ${got} ≠ ${wanted}`];
    });
    expect(differ).toEqual([]);
  });

  it('has no text that no code uses', () => {
    const unused = [...englishBases].filter((key) => !literals.has(key) && !prefixes.some((p) => key.startsWith(p)));
    expect(unused).toEqual([]);
  });

  it('has every key the code asks for', () => {
    const asked = code.flatMap(({ file, text }) =>
      [...text.matchAll(/\bt\(\s*(['"`])([\w.]+)\1/g)].map((m) => ({ file, key: m[2] ?? '' })),
    );
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter(({ key }) => !englishBases.has(key)).map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });
});
