import { describe, expect, it } from 'vitest';
import { countryCodeOf, countryList, countryName, loadCountryNames } from '../../../src/lib/countries';
import { formatArrival, formatDate } from '../../../src/lib/dates';
import { stateOptions } from '../../../src/islands/checkout/options';
import { formatPrice, intlLocale, parsePrices, priceIn } from '../../../src/lib/format';

const nbsp = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('prices', () => {
  it('format for the locale and currency with Intl', () => {
    expect(nbsp(formatPrice(2500, 'EUR', 'de'))).toBe('25,00 €');
    expect(formatPrice(2499, 'USD', 'en')).toBe('$24.99');
    expect(formatPrice(2199, 'GBP', 'en-GB')).toBe('£21.99');
    expect(nbsp(formatPrice(123456, 'EUR', 'fr'))).toBe('1 234,56 €');
    expect(formatPrice(3899, 'AUD', 'en')).toBe('A$38.99');
    expect(intlLocale('en')).toBe('en-US');
  });
  it('pick the chosen currency, else the store’s first that has a price', () => {
    expect(priceIn({ USD: 2499, EUR: 2399 }, 'EUR', ['USD'])).toEqual({ cents: 2399, currency: 'EUR' });
    expect(priceIn({ USD: 2499 }, 'EUR', ['USD'])).toEqual({ cents: 2499, currency: 'USD' });
    expect(priceIn({}, 'EUR', ['USD'])).toBeNull();
  });
  it('read data-prices attributes defensively', () => {
    expect(parsePrices('{"USD":2499,"EUR":2399}')).toEqual({ USD: 2499, EUR: 2399 });
    expect(parsePrices('{"USD":"24.99","EUR":1.5}')).toEqual({});
    expect(parsePrices('[1]')).toEqual({});
    expect(parsePrices('{')).toEqual({});
    expect(parsePrices(null)).toEqual({});
  });
});

describe('arrival dates', () => {
  it('use the locale, as calendar dates', () => {
    expect(nbsp(formatArrival('2026-11-27', '2026-12-02', 'en'))).toBe('Nov 27 – Dec 2');
    expect(nbsp(formatArrival('2026-11-27', '2026-12-02', 'de'))).toBe('27. Nov. – 2. Dez.');
    expect(nbsp(formatArrival('2026-11-27', '2026-12-02', 'en-GB'))).toBe('27 Nov – 2 Dec');
    expect(formatArrival('2026-11-27', '2026-11-27', 'fr')).toBe('27 nov.');
    expect(formatArrival('soon', '2026-11-27', 'en')).toBe('');
  });
  it('format a whole date', () => {
    expect(formatDate('2026-11-27', 'en')).toBe('November 27, 2026');
    expect(formatDate('2026-11-27T23:30:00Z', 'de')).toBe('27. November 2026');
    expect(formatDate('2026-11-27', 'pt-BR', 'short')).toBe('27/11/2026');
  });
});

describe('country names', () => {
  it('keep the server’s English names and lookups', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryCodeOf('Germany')).toBe('DE');
  });
  it('load a locale’s names on demand (Node’s entry registers all; the browser’s only English)', async () => {
    await loadCountryNames('de');
    await loadCountryNames('pt-BR');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('US', 'pt-BR')).toBe('Estados Unidos');
    expect(countryName('DE', 'en-GB')).toBe('Germany');
  });
  it('list every country for forms, named and sorted in the locale', async () => {
    await loadCountryNames('fr');
    const list = countryList('fr');
    expect(list.length).toBeGreaterThan(190);
    expect(list.find((c) => c.name === 'DE')).toEqual({ id: '276', label: 'Allemagne', name: 'DE', alpha3: 'DEU' });
    const labels = list.map((c) => c.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('fr').compare));
    expect(labels.indexOf('Égypte')).toBeLessThan(labels.indexOf('Espagne'));
  });

  it('sorts the English list, without a collator, exactly as Intl.Collator does', () => {
    const labels = countryList('en').map((c) => c.label);
    expect(labels.length).toBeGreaterThan(190);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('en-US').compare));
    expect(labels.indexOf('Åland Islands')).toBeLessThan(labels.indexOf('Albania'));
  });

  it('sorts the US states, without a collator, exactly as Intl.Collator does', () => {
    const names = stateOptions().map((s) => s.name);
    expect(names.length).toBeGreaterThan(50);
    expect(names).toEqual([...names].sort(new Intl.Collator('en-US').compare));
  });
});
