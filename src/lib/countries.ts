import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import { inEnglishOrder } from './english-order';

// The browser build of i18n-iso-countries (what workerd bundles) registers no locale by itself.
countries.registerLocale(en);

/** A country given by two-letter code or English name (the checkout's country list), as its code. */
export function countryCodeOf(value: string): string | null {
  const text = value.trim();
  if (/^[A-Za-z]{2}$/.test(text) && countries.isValid(text.toUpperCase())) return text.toUpperCase();
  return countries.getAlpha2Code(text, 'en') ?? null;
}

/**
 * A country's name in the shopper's locale (English until that locale's names are loaded with
 * `loadCountryNames`; the server only ever asks for English).
 */
export function countryName(code: string, locale = 'en'): string | null {
  return countries.getName(code, namesLanguage(locale)) ?? countries.getName(code, 'en') ?? null;
}

/** i18n-iso-countries names languages, not regions: pt-BR reads `pt`, en-GB reads `en`. */
function namesLanguage(locale: string): string {
  return locale.split('-')[0]?.toLowerCase() || 'en';
}

// Each language's names are their own chunk (about 10 KB), registered only when a page asks for them.
const NAMES: Record<string, () => Promise<{ default: countries.LocaleData }>> = {
  de: () => import('i18n-iso-countries/langs/de.json'),
  nl: () => import('i18n-iso-countries/langs/nl.json'),
  fr: () => import('i18n-iso-countries/langs/fr.json'),
  it: () => import('i18n-iso-countries/langs/it.json'),
  es: () => import('i18n-iso-countries/langs/es.json'),
  pt: () => import('i18n-iso-countries/langs/pt.json'),
};

/** Registers the country names of a locale (no-op for English or an unknown locale). */
export async function loadCountryNames(locale: string): Promise<void> {
  const language = namesLanguage(locale);
  const load = NAMES[language];
  if (!load || countries.getNames(language).AD) return;
  countries.registerLocale((await load()).default);
}

/** A country of the forms' country list (browsing spec 3): numeric id, name in the locale, codes. */
export interface CountryOption {
  id: string;
  label: string;
  /** Two-letter code. */
  name: string;
  alpha3: string;
}

/** Every country, named and sorted in the shopper's locale (call `loadCountryNames` first). */
export function countryList(locale = 'en'): CountryOption[] {
  const names = countries.getNames(namesLanguage(locale), { select: 'official' });
  const english = countries.getNames('en', { select: 'official' });
  const list = Object.keys(countries.getAlpha2Codes()).map((code) => ({
    id: countries.alpha2ToNumeric(code) ?? code,
    label: names[code] ?? english[code] ?? code,
    name: code,
    alpha3: countries.alpha2ToAlpha3(code) ?? code,
  }));
  if (locale === 'en') return inEnglishOrder(list, (country) => country.label);
  const collator = new Intl.Collator(locale);
  return list.sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * Countries without postal codes (Universal Postal Union list, with Ireland's Eircode treated as
 * optional): everywhere else a postal code is required (decisions 9).
 */
const NO_POSTAL_CODE = new Set(
  'AE AG AN AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK IE JM KI KM KN KP LY ML MO MR MW NA NR NU QA RW SB SC SL SR SS ST SY TD TF TG TK TL TO TV UG VU YE ZW'.split(' '),
);

export function usesPostalCode(countryCode: string): boolean {
  return !NO_POSTAL_CODE.has(countryCode);
}
