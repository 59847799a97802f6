import { countryList } from '../../lib/countries';
import { inEnglishOrder } from '../../lib/english-order';
import { usStateCodes, usStateName } from '../../lib/us-address';

/**
 * The country list (two-letter codes, names in the shopper's locale and sorted by it), United States
 * first as the default. The locale's names must have loaded (`loadCountryNames`); English needs none.
 */
export function countryOptions(locale = 'en'): { code: string; name: string }[] {
  const list = countryList(locale).map((c) => ({ code: c.name, name: c.label }));
  const us = list.find((c) => c.code === 'US');
  return us ? [us, ...list.filter((c) => c.code !== 'US')] : list;
}

/** US states, DC, territories and military codes by name (src/lib/data/us-subdivisions.json). */
export function stateOptions(): { code: string; name: string }[] {
  return inEnglishOrder(
    usStateCodes().map((code) => ({ code, name: usStateName(code) ?? code })),
    (state) => state.name,
  );
}
