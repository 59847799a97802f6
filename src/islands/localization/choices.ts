import { CURRENCIES, LOCALES, REGIONS, SPEC_FULFILMENT, SPEC_LOCALE_NAMES, type Region } from '../../i18n/spec-lists';
import type { LocalizationContext } from '../../i18n/context';

/**
 * The options the Preferences modal offers, from the store's localization data, limited to what the
 * spec allows and the catalog is priced in; the spec's lists where the store's data has none.
 */
export interface Choices {
  locales: { code: string; name: string }[];
  currencies: { code: string; symbol: string }[];
  regions: { region: Region; fulfillmentRegion: string }[];
}

export function choicesOf(context: LocalizationContext): Choices {
  const l = context.localization;
  const offeredLocales = l.locales.length ? l.locales : LOCALES.map((code) => ({ code, name: SPEC_LOCALE_NAMES[code] }));
  const locales = LOCALES.flatMap((code) => offeredLocales.filter((x) => x.code === code).slice(0, 1));
  const currencies = CURRENCIES.filter((code) => context.currencies.includes(code)).map((code) => ({
    code,
    symbol: l.currencyOptions.find((x) => x.currency === code)?.symbol ?? code,
  }));
  const regions = REGIONS.map((region) => ({
    region,
    fulfillmentRegion: l.regions.find((x) => x.region === region)?.fulfillmentRegion ?? SPEC_FULFILMENT[region],
  }));
  return { locales: locales.length ? locales : [{ code: 'en', name: 'English (US)' }], currencies, regions };
}
