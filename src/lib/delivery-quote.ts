import type { DeliveryOptionId } from '../contract/checkout';
import type { Cents } from './money';
import { formatDay } from './day-format';

export type DeliveryMethod = 'standard' | 'rush' | 'super_rush';

export const DELIVERY_METHODS: readonly { id: DeliveryOptionId; name: DeliveryMethod; key: 'standard' | 'rush' | 'superRush'; label: string }[] = [
  { id: 'fullStandardCost', name: 'standard', key: 'standard', label: 'Standard delivery' },
  { id: 'fullRushCost', name: 'rush', key: 'rush', label: 'Rush delivery' },
  { id: 'fullSuperRushCost', name: 'super_rush', key: 'superRush', label: 'Super rush delivery' },
];

export interface MethodRate {
  firstItem: Partial<Record<string, number>>;
  additionalItem: Partial<Record<string, number>>;
  days: [number, number];
}

export interface Zone {
  fulfillmentRegion: string;
  destinations: string[];
  standard: MethodRate;
  rush?: MethodRate | undefined;
  superRush?: MethodRate | undefined;
}

export interface Quote {
  id: DeliveryOptionId;
  name: DeliveryMethod;
  label: string;
  cents: Cents;
  /** Arrival range as ISO dates. */
  early: string;
  late: string;
}

export type QuoteResult =
  | { ok: true; quotes: Quote[] }
  | { ok: false; code: 'country_not_supported' | 'items_cannot_be_shipped_to_selected_destination' };

/** The zone for a destination: one naming the country beats the "*" catch-all. */
export function zoneFor(zones: readonly Zone[], fulfillmentRegion: string, countryCode: string): Zone | null {
  const own = zones.filter((z) => z.fulfillmentRegion === fulfillmentRegion);
  return own.find((z) => z.destinations.includes(countryCode)) ?? own.find((z) => z.destinations.includes('*')) ?? null;
}

/** Adds business days (Monday to Friday) to a date, in UTC. */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return date;
}

/**
 * Quotes for one destination: first item plus each additional physical item, per method the zone
 * offers in this currency. Digital-only orders ship free by standard. A blocked country is
 * country_not_supported; a country no zone covers, or a zone without this currency, cannot be served.
 */
export function quoteDelivery(input: {
  zones: readonly Zone[];
  fulfillmentRegion: string;
  blockedCountries: readonly string[];
  countryCode: string;
  currency: string;
  physicalItems: number;
  now: Date;
}): QuoteResult {
  if (input.blockedCountries.includes(input.countryCode)) return { ok: false, code: 'country_not_supported' };
  const zone = zoneFor(input.zones, input.fulfillmentRegion, input.countryCode);
  if (!zone) return { ok: false, code: 'items_cannot_be_shipped_to_selected_destination' };
  const quotes: Quote[] = [];
  for (const method of DELIVERY_METHODS) {
    const rate = zone[method.key];
    if (!rate) continue;
    const first = rate.firstItem[input.currency];
    if (first === undefined) continue;
    const extra = rate.additionalItem[input.currency] ?? 0;
    const cents = input.physicalItems === 0 ? 0 : first + extra * (input.physicalItems - 1);
    const early = addBusinessDays(input.now, rate.days[0]).toISOString().slice(0, 10);
    const late = addBusinessDays(input.now, Math.max(rate.days[0], rate.days[1])).toISOString().slice(0, 10);
    quotes.push({ id: method.id, name: method.name, label: method.label, cents, early, late });
    if (input.physicalItems === 0) break;
  }
  if (quotes.length === 0) return { ok: false, code: 'items_cannot_be_shipped_to_selected_destination' };
  return { ok: true, quotes };
}

/** "Nov 27 – Dec 2", the arrival estimate the thank-you page shows. */
export function arrivalText(early: string, late: string, locale = 'en-US'): string {
  const fmt = (iso: string) => formatDay(iso, locale, 'short');
  return early === late ? fmt(early) : `${fmt(early)} – ${fmt(late)}`;
}
