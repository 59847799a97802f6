import { describe, expect, it } from 'vitest';
import * as platform from '../../../src/catalog/platform/localization';
import { parseLocalizationContext } from '../../../src/i18n/context';
import * as lists from '../../../src/i18n/spec-lists';
import { storeContextOf } from '../../../src/lib/store-context';
import { choicesOf } from '../../../src/islands/localization/choices';
import type { StoreSnapshot } from '../../../src/catalog/snapshot';

describe('the spec’s lists', () => {
  it('are the same in the page localizer as in the catalog model', () => {
    expect(lists.LOCALES).toEqual(platform.LOCALES);
    expect(lists.CURRENCIES).toEqual(platform.CURRENCIES);
    expect(lists.REGIONS).toEqual(platform.REGIONS);
    for (const r of platform.DEFAULT_LOCALIZATION.available_regions) expect(lists.SPEC_FULFILMENT[r.region as lists.Region]).toBe(r.fulfillment_region);
    for (const l of platform.DEFAULT_LOCALIZATION.available_locales) expect(lists.SPEC_LOCALE_NAMES[l.local_code as lists.Locale]).toBe(l.local_name);
  });
});

describe('localization context', () => {
  it('reads what Base.astro writes', () => {
    const snapshot = {
      slug: 'demo',
      store: { name: 'S', id: 1, sellerId: 2, marketingPixels: {}, promoCodes: [], socialMedia: [] },
      settings: { marketing: {}, flags: { ageGate: false, supportPages: false, fanValidation: false }, buildFlags: {}, sellingRegion: 'usa' },
      theme: { meta: { searchOptions: { placeholder: '' } } },
      currencies: ['USD', 'EUR'],
      preview: false,
      listings: [],
      localization: platform.DEFAULT_LOCALIZATION,
    } as unknown as StoreSnapshot;
    const context = parseLocalizationContext(JSON.parse(JSON.stringify(storeContextOf(snapshot))));
    expect(context.slug).toBe('demo');
    expect(context.currencies).toEqual(['USD', 'EUR']);
    expect(context.localization.regions).toContainEqual({ region: 'EU', fulfillmentRegion: 'EUR' });
    expect(context.localization.locales).toHaveLength(8);
    const choices = choicesOf(context);
    expect(choices.currencies.map((c) => c.code)).toEqual(['USD', 'EUR']);
    expect(choices.regions.map((r) => r.region)).toEqual(lists.REGIONS);
  });

  it('takes the spec’s defaults for a missing or damaged block, field by field', () => {
    expect(parseLocalizationContext(null)).toEqual({
      slug: 'store',
      currencies: ['USD'],
      localization: { locale: 'en', currency: 'USD', region: 'USA', fulfillmentRegion: 'USA', locales: [], currencyOptions: [], regions: [] },
    });
    const odd = parseLocalizationContext({ slug: 'Shop', currencies: 'EUR', localization: { locale: 4, regions: [{ region: 'EU' }, { region: 'EU', fulfillmentRegion: 'EUR' }] } });
    expect(odd.slug).toBe('shop');
    expect(odd.currencies).toEqual(['USD']);
    expect(odd.localization.locale).toBe('en');
    expect(odd.localization.regions).toEqual([{ region: 'EU', fulfillmentRegion: 'EUR' }]);
    const choices = choicesOf(odd);
    expect(choices.locales).toHaveLength(8); // the spec's locales when the store lists none
  });
});
