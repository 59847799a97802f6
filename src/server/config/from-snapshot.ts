import type { StoreSnapshot } from '../../catalog/snapshot';
import type { StoreConfig } from './schema';

/** The run-time part of a snapshot: no theme, content or catalog, only what prices and gates a checkout. */
export function storeConfigOf(snapshot: StoreSnapshot): StoreConfig {
  const { settings } = snapshot;
  return {
    slug: snapshot.slug,
    name: snapshot.store.name,
    currencies: snapshot.currencies,
    fulfillmentRegion: snapshot.localization.fulfillment_region,
    locale: snapshot.localization.buyer_locale,
    sellingRegion: settings.sellingRegion,
    internationalCheckout: settings.internationalCheckout,
    gated: settings.gated,
    buildFlags: { hideCard: settings.buildFlags.hideCard, hidePaypal: settings.buildFlags.hidePaypal, hideAfterpay: settings.buildFlags.hideAfterpay },
    deliveryZones: settings.deliveryZones,
    blockedCountries: settings.blockedCountries,
    taxRates: settings.taxRates,
    taxShipping: settings.taxShipping,
    promoCodes: snapshot.store.promoCodes,
  };
}
