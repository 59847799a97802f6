import { atom } from 'nanostores';
import { localizationContext } from '../i18n/context';
import { cookieString, cookieValue } from '../lib/cookies';
import {
  cookieName,
  encodePreferences,
  resolvePreferences,
  type PreferenceOptions,
  type Preferences,
} from '../i18n/preferences';

/**
 * The shopper's locale, currency and region (browsing spec 3, 4 and 7). Defaults come from the store's
 * localization data (the spec's defaults when that call failed at build time), then the cookie
 * `loc_{slug}`, then the query parameters `locale`, `currency` and `region` of the address the shopper
 * arrived on. Islands read `$localization` for the locale and currency to show and the region for the
 * cart. The Preferences modal changes it with `saveLocalization` and reloads the page.
 */
export type Localization = Preferences;

const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const SERVER_DEFAULT: Localization = { locale: 'en', currency: 'USD', region: 'USA', fulfillmentRegion: 'USA' };

/** What the store offers, from the page's store context. */
export function preferenceOptions(): PreferenceOptions {
  const context = localizationContext();
  return { defaults: context.localization, currencies: context.currencies, regions: context.localization.regions };
}

export function localizationCookieName(): string {
  return cookieName(localizationContext().slug);
}

function initial(): Localization {
  if (typeof document === 'undefined') return SERVER_DEFAULT;
  return resolvePreferences(preferenceOptions(), cookieValue(document.cookie, localizationCookieName()), location.search).preferences;
}

export const $localization = atom<Localization>(initial());

/** Stores the choice in the cookie (a year, whole site; the server may read it too) and the atom. */
export function saveLocalization(next: Localization): void {
  $localization.set(next);
  if (typeof document === 'undefined') return;
  document.cookie = cookieString(localizationCookieName(), encodePreferences(next), { maxAge: MAX_AGE_SECONDS, secure: location.protocol === 'https:' });
}

/** The parts of a checkout request that follow the shopper's choice (POST /api/checkout). */
export function checkoutLocalization(): { currency: Localization['currency']; fulfillmentRegion: string } {
  const { currency, fulfillmentRegion } = $localization.get();
  return { currency, fulfillmentRegion };
}
