import { CURRENCIES, DEFAULT_LOCALIZATION, LOCALES, REGIONS, type Region } from '../../catalog/platform/localization';
import type { StoreContext } from '../../lib/store-context';

/**
 * The options the Preferences modal offers, from the store's localization data, limited to what the
 * spec allows and the catalog is priced in; the spec's lists where the store's data has none.
 */
export interface Choices {
  locales: { code: string; name: string }[];
  currencies: { code: string; symbol: string }[];
  regions: { region: Region; fulfillmentRegion: string }[];
}

export function choicesOf(context: StoreContext): Choices {
  const l = context.localization;
  const offeredLocales = l.locales.length ? l.locales : DEFAULT_LOCALIZATION.available_locales.map((x) => ({ code: x.local_code, name: x.local_name }));
  const locales = LOCALES.flatMap((code) => offeredLocales.filter((x) => x.code === code).slice(0, 1));
  const currencies = CURRENCIES.filter((code) => context.currencies.includes(code)).map((code) => ({
    code,
    symbol: l.currencyOptions.find((x) => x.currency === code)?.symbol ?? code,
  }));
  const regions = REGIONS.map((region) => ({
    region,
    fulfillmentRegion:
      l.regions.find((x) => x.region === region)?.fulfillmentRegion ??
      DEFAULT_LOCALIZATION.available_regions.find((x) => x.region === region)?.fulfillment_region ??
      'USA',
  }));
  return { locales: locales.length ? locales : [{ code: 'en', name: 'English (US)' }], currencies, regions };
}
