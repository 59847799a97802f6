import { describe, expect, it } from 'vitest';
import { quotesFor } from '../../../src/server/checkout/costs';
import type { Checkout } from '../../../src/server/checkout/model';
import type { PricedLine } from '../../../src/server/checkout/lines';
import { storeConfigSchema } from '../../../src/server/config/schema';

// Delivery quotes follow the checkout's fulfilment region (issue 7), and fall back to the store's own
// where the shopper's region has no zone for the destination (a region never leaves a shopper stranded).
const rate = (usd: number) => ({ firstItem: { USD: usd }, additionalItem: { USD: 100 }, days: [3, 5] as [number, number] });
const config = storeConfigSchema.parse({
  slug: 's',
  name: 'S',
  currencies: ['USD'],
  fulfillmentRegion: 'USA',
  deliveryZones: [
    { fulfillmentRegion: 'USA', destinations: ['*'], standard: rate(1500) },
    { fulfillmentRegion: 'EUR', destinations: ['DE', 'FR'], standard: rate(700) },
  ],
});
const checkout = (fulfillmentRegion: string | null) => ({ currency: 'USD', fulfillmentRegion, customer: null }) as unknown as Checkout;
const lines = [{ deliveryType: 'physical', quantity: 1 }] as PricedLine[];
const now = new Date('2026-11-23T12:00:00Z');
const standardCents = (region: string | null, country: string) => {
  const result = quotesFor(config, checkout(region), lines, now, country);
  return result?.ok ? result.quotes[0]?.cents : result;
};

describe('delivery by fulfilment region', () => {
  it('quotes from the shopper’s region when it serves the destination', () => {
    expect(standardCents('EUR', 'DE')).toBe(700);
  });
  it('falls back to the store’s region otherwise, and for checkouts without one', () => {
    expect(standardCents('EUR', 'US')).toBe(1500);
    expect(standardCents(null, 'DE')).toBe(1500);
    expect(standardCents('Mars', 'DE')).toBe(1500);
  });
});
