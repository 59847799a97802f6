import { atom } from 'nanostores';
import { storeContext } from '../lib/store-context';

/**
 * The shopper's locale, currency and region (browsing spec 3). Issue 7 owns the Preferences modal, the
 * query-parameter override and persistence; until then this reads the store's defaults. Islands read
 * `$localization` for the currency to price in and the region for the cart.
 */
export interface Localization {
  locale: string;
  currency: string;
  region: string;
  fulfillmentRegion: string;
}

function initial(): Localization {
  const l = storeContext().localization;
  const currencies = storeContext().currencies as string[];
  const currency = currencies.includes(l.currency) ? l.currency : (currencies[0] ?? 'USD');
  return { locale: l.locale, currency, region: l.region, fulfillmentRegion: l.fulfillmentRegion };
}

export const $localization = atom<Localization>(typeof document === 'undefined' ? { locale: 'en', currency: 'USD', region: 'USA', fulfillmentRegion: 'USA' } : initial());
