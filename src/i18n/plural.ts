/**
 * Plurals by the locale's own rules (Intl.PluralRules, CLDR): a counted message is a family of keys,
 * `<base>.<category>`, one per category its locale needs: English and German `one` and `other`,
 * French and Brazilian Portuguese `one` for 0 and 1, French, Italian, Spanish and Portuguese `many`
 * for whole millions ("1 000 000 de résultats"). `t('search.resultCount', { count, term })` picks the
 * form (src/i18n/index.ts); `other` is every locale's fallback.
 */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

function cached<T>(map: Map<string, T>, locale: string, make: (locale: string) => T): T {
  let value = map.get(locale);
  if (!value) {
    try {
      value = make(locale);
    } catch {
      value = make('en'); // not a locale tag: English rules rather than an error on the page
    }
    map.set(locale, value);
  }
  return value;
}

/** The plural category of `count` in `locale` (a count shown as "99+" is read as 99). */
export function pluralCategory(locale: string, count: number | string): PluralCategory {
  const n = typeof count === 'number' ? count : Number.parseFloat(count);
  if (!Number.isFinite(n)) return 'other';
  return cached(rules, locale, (l) => new Intl.PluralRules(l)).select(n);
}

/** The categories a locale's messages must give for a counted message (every one its rules use). */
export function pluralCategories(locale: string): PluralCategory[] {
  return cached(rules, locale, (l) => new Intl.PluralRules(l)).resolvedOptions().pluralCategories;
}

/** A count as the locale writes it (1,234 in English, 1.234 in German); text like "99+" stays as it is. */
export function formatCount(locale: string, count: number | string): string {
  if (typeof count !== 'number') return count;
  // Whole numbers under 1,000 read the same in every locale the store speaks (Latin digits, nothing to
  // group; a unit test holds each locale to it). Skipping Intl.NumberFormat for them spares a page the
  // first use of ICU's number data (15-35 ms on this machine, four times that on a slow phone) for
  // the cart pill's "0 items" on load (issue 21).
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count);
  return cached(numbers, locale, (l) => new Intl.NumberFormat(l)).format(count);
}

/**
 * The form of the counted message `base` for `count` from `lookup` (a catalog), or undefined when
 * the catalog has none of its forms.
 */
export function pluralForm(lookup: (key: string) => string | undefined, base: string, locale: string, count: number | string): string | undefined {
  return lookup(`${base}.${pluralCategory(locale, count)}`) ?? lookup(`${base}.other`);
}

/** The bases of counted messages among the keys `K`: every `<base>` with both `<base>.one` and `<base>.other`. */
export type PluralBase<K> = PluralBaseIn<K, K>;
type PluralBaseIn<K, All> = K extends `${infer B}.other` ? (`${B}.one` extends All ? B : never) : never;
