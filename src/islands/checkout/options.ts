import countries from 'i18n-iso-countries';
import '../../lib/countries';
import { usStateCodes, usStateName } from '../../lib/us-address';

/** The country list (English names, two-letter codes), United States first as the default. */
export function countryOptions(): { code: string; name: string }[] {
  const names = countries.getNames('en', { select: 'official' });
  const list = Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const us = list.find((c) => c.code === 'US');
  return us ? [us, ...list.filter((c) => c.code !== 'US')] : list;
}

/** US states, DC, territories and military codes by name (src/lib/data/us-subdivisions.json). */
export function stateOptions(): { code: string; name: string }[] {
  return usStateCodes()
    .map((code) => ({ code, name: usStateName(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
