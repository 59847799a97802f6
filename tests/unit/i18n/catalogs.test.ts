import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/catalog/platform/localization';
import { PLURAL_CATEGORIES, pluralCategories } from '../../../src/i18n/plural';

/**
 * Every locale carries every English key (issue 7). English is read from src/i18n/en/*.ts at test
 * time, so a key any feature adds fails here until each locale translates it.
 */
const ROOT = 'src/i18n';
type Catalog = Record<string, string>;

/** Imports a catalog module by its path under src/i18n (read at test time, not bundled). */
async function load(path: string): Promise<Catalog> {
  return ((await import(/* @vite-ignore */ resolve(ROOT, path))) as { default: Catalog }).default;
}

/** Catalogs only the server reads (mail to shoppers): never in a browser bundle, so not in the locale index. */
const SERVER_ONLY = ['mail'];

async function englishByFeature(): Promise<Map<string, Catalog>> {
  const features = new Map<string, Catalog>();
  for (const file of readdirSync(join(ROOT, 'en')).filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !SERVER_ONLY.includes(f.replace(/\.ts$/, ''))).sort()) {
    features.set(file.replace(/\.ts$/, ''), await load(`en/${file}`));
  }
  return features;
}

const english = await englishByFeature();
const allEnglish: Catalog = Object.assign({}, ...english.values());
const TRANSLATED = LOCALES.filter((l) => l !== 'en' && l !== 'en-GB');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Counted messages (src/i18n/plural.ts): the bases of English's `<base>.one` and `<base>.other` pairs. */
const PLURAL_BASES = Object.keys(allEnglish).filter((key) => key.endsWith('.other') && `${key.slice(0, -'.other'.length)}.one` in allEnglish).map((key) => key.slice(0, -'.other'.length));
const FORM = new RegExp(`^(${PLURAL_BASES.map((b) => b.replace(/\./g, '\\.')).join('|')})\\.(${PLURAL_CATEGORIES.join('|')})$`);
/** The English message a locale's key translates: itself, or for an extra plural form (`many`) its `other`. */
const englishOf = (key: string): string | undefined => allEnglish[key] ?? (FORM.test(key) ? allEnglish[key.replace(FORM, '$1.other')] : undefined);

/** English words that are also the right word in these languages (names, codes, loanwords). */
const SAME_AS_ENGLISH = new Set(['OK', 'USA', 'EU', 'Canada', 'Australia', 'Menu', 'Support', 'Contact', 'Europe', 'Design', 'Logo', 'Newsletter', 'Status', 'Total', 'Subtotal', 'Email', 'E-mail', 'PayPal', 'Afterpay', 'Google Pay', 'Apple Pay']);

async function catalogOf(locale: string): Promise<Catalog> {
  return load(`${locale}/index.ts`);
}

describe('English catalog', () => {
  it('has one file per feature, each in the index, with unique keys', async () => {
    const index = await load('en/index.ts');
    let count = 0;
    for (const [feature, messages] of english) {
      for (const key of Object.keys(messages)) expect(index[key], `${feature}: ${key} missing from en/index.ts`).toBe(messages[key]);
      count += Object.keys(messages).length;
    }
    expect(Object.keys(index)).toHaveLength(count);
  });
});

describe.each(TRANSLATED)('%s catalog', (locale) => {
  it('translates every English key, with the same placeholders and nothing extra', async () => {
    const catalog = await catalogOf(locale);
    const missing = Object.keys(allEnglish).filter((key) => typeof catalog[key] !== 'string' || catalog[key]?.trim() === '');
    expect(missing, `${locale} lacks ${missing.length} key(s)`).toEqual([]);
    expect(Object.keys(catalog).filter((key) => englishOf(key) === undefined)).toEqual([]);
    for (const [key, text] of Object.entries(catalog)) expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(englishOf(key) ?? ''));
  });

  it('gives every counted message exactly the plural forms its language uses (Intl.PluralRules)', async () => {
    const catalog = await catalogOf(locale);
    const categories = pluralCategories(locale).sort();
    for (const base of PLURAL_BASES) {
      const forms = PLURAL_CATEGORIES.filter((category) => `${base}.${category}` in catalog).sort();
      expect(forms, `${locale} ${base}`).toEqual(categories);
    }
  });

  it('is translated, not copied English', async () => {
    const catalog = await catalogOf(locale);
    const copied = Object.entries(allEnglish)
      .filter(([key, text]) => catalog[key] === text && /\p{L}{3,}/u.test(text.replace(/\{\w+\}/g, '')) && !SAME_AS_ENGLISH.has(text))
      .map(([key]) => key);
    expect(copied).toEqual([]);
  });

  it('has a file per English feature', () => {
    const files = new Set(readdirSync(join(ROOT, locale)));
    for (const feature of english.keys()) {
      if (Object.keys(english.get(feature) ?? {}).length > 0) expect(files.has(`${feature}.ts`), `${locale}/${feature}.ts`).toBe(true);
    }
  });
});

describe.each(SERVER_ONLY)('server-only %s catalogs', (feature) => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s translates every key with the same placeholders', async (locale) => {
    const english = await load(`en/${feature}.ts`);
    const catalog = await load(`${locale}/${feature}.ts`);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) expect(placeholders(catalog[key] ?? ''), `${locale} ${key}`).toEqual(placeholders(text));
    if (locale !== 'en-GB') {
      const words = (text: string) => text.replace(/\{\w+\}/g, '').replace(/[\s:]+$/, '');
      const copied = Object.entries(english).filter(([key, text]) => catalog[key] === text && /\p{L}{3,}/u.test(words(text)) && !SAME_AS_ENGLISH.has(words(text)));
      expect(copied.map(([key]) => key)).toEqual([]);
    }
  });
});

describe('en-GB catalog', () => {
  // British English inherits every English message and overrides those whose spelling differs.
  const AMERICAN = /\b(colors?|favorites?|center(ed|s)?|catalogs?|canceled|canceling|organiz\w*|personaliz\w*|customiz\w*|fulfill(ment|s)?|gray|jewelry|zip ?codes?)\b/i;
  it('has only English keys and keeps no American spelling', async () => {
    const catalog = await catalogOf('en-GB');
    expect(Object.keys(catalog).filter((key) => !(key in allEnglish))).toEqual([]);
    const american = Object.entries({ ...allEnglish, ...catalog }).filter(([, text]) => AMERICAN.test(text.replace(/\{\w+\}/g, ''))).map(([key, text]) => `${key}: ${text}`);
    expect(american).toEqual([]);
  });

  // A browser page carries only the English its islands register, so the page localizer's swap of the
  // static text has no English fallback for the rest: the en-GB catalog must hold every key itself.
  it('carries every English key', async () => {
    const catalog = await catalogOf('en-GB');
    expect(Object.keys(allEnglish).filter((key) => typeof catalog[key] !== 'string')).toEqual([]);
  });
});

describe('loading', () => {
  it('has a loader for every locale but English', () => {
    const source = readFileSync(join(ROOT, 'index.ts'), 'utf8');
    for (const locale of LOCALES.filter((l) => l !== 'en')) expect(source).toContain(`() => import('./${locale}')`);
  });
});

describe('static pages', () => {
  it('mark only keys that exist in English', () => {
    const files = ['src/components', 'src/pages', 'src/layouts'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.astro')).map((f) => join(dir, f)),
    );
    const unknown: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/data-i18n(?:-label)?="([^"]+)"/g)) {
        if (!(match[1]! in allEnglish)) unknown.push(`${file}: ${match[1]}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
