/**
 * The spec's locales, currencies and regions (browsing spec 3). The same lists as
 * src/catalog/platform/localization.ts, repeated here because that module builds zod schemas when it
 * loads, which the page localizer must not carry; tests/unit/localization keeps the two equal.
 */
export const LOCALES = ['en', 'de', 'nl', 'fr', 'it', 'es', 'pt-BR', 'en-GB'] as const;
export const CURRENCIES = ['USD', 'GBP', 'EUR', 'AUD', 'CAD'] as const;
export const REGIONS = ['USA', 'EU', 'Canada', 'Australia', 'Rest of the world'] as const;
export type Locale = (typeof LOCALES)[number];
export type Currency = (typeof CURRENCIES)[number];
export type Region = (typeof REGIONS)[number];

/** The spec's fulfilment region of each region (EU is fulfilled from EUR, the rest from the USA). */
export const SPEC_FULFILMENT: Record<Region, string> = { USA: 'USA', EU: 'EUR', Canada: 'USA', Australia: 'USA', 'Rest of the world': 'USA' };

/** The spec's locale names, for a store whose localization data lists none. */
export const SPEC_LOCALE_NAMES: Record<Locale, string> = {
  en: 'English (US)',
  de: 'Deutsch',
  nl: 'Nederlands',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  'en-GB': 'English (UK)',
};
