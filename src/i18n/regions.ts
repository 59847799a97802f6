import type { MessageKey } from './types';

/** The message naming a shipping region (browsing spec 3); an unknown region is shown as given. */
export function regionKey(region: string): MessageKey {
  switch (region) {
    case 'USA':
      return 'localization.region.USA';
    case 'EU':
      return 'localization.region.EU';
    case 'Canada':
      return 'localization.region.Canada';
    case 'Australia':
      return 'localization.region.Australia';
    default:
      return 'localization.region.rest';
  }
}

/** The message naming a fulfilment region (USA, or EUR for Europe), or null for one we cannot name. */
export function fulfilmentKey(fulfillmentRegion: string): MessageKey | null {
  if (fulfillmentRegion === 'USA') return 'localization.fulfilment.USA';
  if (fulfillmentRegion === 'EUR') return 'localization.fulfilment.EUR';
  return null;
}
