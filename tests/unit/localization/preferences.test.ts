import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  cookieName,
  decodePreferences,
  defaultPreferences,
  encodePreferences,
  queryChanges,
  resolvePreferences,
  type PreferenceOptions,
} from '../../../src/i18n/preferences';
import { cookieValue as readCookie } from '../../../src/lib/cookies';

const store: PreferenceOptions = {
  defaults: { locale: 'en', currency: 'USD', region: 'USA', fulfillmentRegion: 'USA' },
  currencies: ['USD', 'GBP', 'EUR'],
  regions: [
    { region: 'USA', fulfillmentRegion: 'USA' },
    { region: 'EU', fulfillmentRegion: 'EUR' },
  ],
};

describe('defaults', () => {
  it('are the store’s, with the spec’s where the store’s are not accepted', () => {
    expect(defaultPreferences(store)).toEqual({ locale: 'en', currency: 'USD', region: 'USA', fulfillmentRegion: 'USA' });
    const odd = { ...store, defaults: { locale: 'xx', currency: 'JPY', region: 'Mars', fulfillmentRegion: '?' }, currencies: ['EUR'] };
    expect(defaultPreferences(odd)).toEqual({ locale: 'en', currency: 'EUR', region: 'USA', fulfillmentRegion: 'USA' });
  });
});

describe('changes', () => {
  const base = defaultPreferences(store);
  it('take the region’s fulfilment region from the store, else from the spec', () => {
    expect(applyChanges(base, { region: 'EU' }, store).fulfillmentRegion).toBe('EUR');
    expect(applyChanges(base, { region: 'Canada' }, store).fulfillmentRegion).toBe('USA');
    expect(applyChanges(base, { region: 'EU' }, { ...store, regions: [] }).fulfillmentRegion).toBe('EUR');
  });
  it('accept the spec’s values in any case, spelt as the spec spells them', () => {
    expect(applyChanges(base, { locale: 'en-gb', currency: 'gbp', region: 'rest of the world' }, store)).toEqual({
      locale: 'en-GB',
      currency: 'GBP',
      region: 'Rest of the world',
      fulfillmentRegion: 'USA',
    });
    expect(applyChanges(base, { locale: 'pt_BR' }, store).locale).toBe('pt-BR');
  });
  it('ignore unknown values one by one, and currencies the catalog is not priced in', () => {
    expect(applyChanges(base, { locale: 'xx', currency: 'AUD', region: 'EU' }, store)).toEqual({ ...base, region: 'EU', fulfillmentRegion: 'EUR' });
    expect(applyChanges(base, { currency: 'BTC' }, store).currency).toBe('USD');
  });
});

describe('query parameters', () => {
  it('are read only when present', () => {
    expect(queryChanges('?product=1')).toBeNull();
    expect(queryChanges('?currency=GBP&region=EU&locale=en-GB')).toEqual({ locale: 'en-GB', currency: 'GBP', region: 'EU' });
  });
  it('override the stored choice on arrival', () => {
    const cookie = encodePreferences({ locale: 'de', currency: 'EUR', region: 'EU', fulfillmentRegion: 'EUR' });
    expect(resolvePreferences(store, cookie, '').preferences).toEqual({ locale: 'de', currency: 'EUR', region: 'EU', fulfillmentRegion: 'EUR' });
    const arrival = resolvePreferences(store, cookie, '?currency=GBP&locale=en-GB');
    expect(arrival).toEqual({ preferences: { locale: 'en-GB', currency: 'GBP', region: 'EU', fulfillmentRegion: 'EUR' }, fromQuery: true });
  });
});

describe('cookie', () => {
  it('is named after the store and round-trips, region spaces included', () => {
    expect(cookieName('Demo')).toBe('loc_demo');
    const choice = { locale: 'fr', currency: 'EUR', region: 'Rest of the world', fulfillmentRegion: 'USA' } as const;
    const value = encodePreferences(choice);
    expect(value).not.toMatch(/[ ;,|]/);
    expect(readCookie(`a=1; loc_demo=${value}; b=2`, 'loc_demo')).toBe(value);
    expect(resolvePreferences(store, value, '').preferences).toEqual(choice);
  });
  it('ignores damaged or foreign values', () => {
    expect(decodePreferences('%E0%A4%A')).toBeNull();
    expect(decodePreferences('2|de|EUR|EU')).toBeNull();
    expect(resolvePreferences(store, 'garbage', '').preferences).toEqual(defaultPreferences(store));
    expect(readCookie('loc_demo2=x', 'loc_demo')).toBeNull();
  });
});
