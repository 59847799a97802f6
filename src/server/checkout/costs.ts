import { applyPromo, findPromo, PROMO_INVALID, PROMO_NEEDS_ADDRESS, type PromoDiscount } from '../../lib/promo';
import { quoteDelivery, zoneFor, type Quote, type QuoteResult } from '../../lib/delivery-quote';
import { taxCents } from '../../lib/tax';
import { statesForZip } from '../../lib/us-address';
import type { StoreConfig } from '../config/schema';
import type { Checkout } from './model';
import type { PricedLine } from './lines';

export interface Costs {
  itemsCents: number;
  shippingCents: number;
  taxCents: number;
  discountCents: number;
  totalCents: number;
  discount: PromoDiscount | null;
}

export interface PricedCheckout {
  costs: Costs;
  quotes: QuoteResult | null;
  quote: Quote | null;
  promoError: { code: string; detail: string } | null;
}

/**
 * Delivery quotes for the checkout's address (or another destination), or null while it has none.
 * They follow the shopper's fulfilment region (Preferences, issue 7); a destination that region has no
 * zone for is served by the store's own fulfilment region, as before.
 */
export function quotesFor(config: StoreConfig, checkout: Checkout, lines: PricedLine[], now: Date, destination?: string): QuoteResult | null {
  const countryCode = destination ?? checkout.customer?.address.countryCode;
  if (!countryCode) return null;
  const shoppers = checkout.fulfillmentRegion;
  const fulfillmentRegion = shoppers && zoneFor(config.deliveryZones, shoppers, countryCode) ? shoppers : config.fulfillmentRegion;
  return quoteDelivery({
    zones: config.deliveryZones,
    fulfillmentRegion,
    blockedCountries: config.blockedCountries,
    countryCode,
    currency: checkout.currency,
    physicalItems: lines.filter((l) => l.deliveryType === 'physical').reduce((n, l) => n + l.quantity, 0),
    now,
  });
}

/**
 * The state whose rate taxes an address. A US address whose ZIP the ZIP table places in other states
 * (kept against the 'Verify your address' suggestion, addressConfirmed) is taxed at the highest rate
 * among the typed state and the ZIP's states, so a typed state never lowers the tax (docs/decisions.md, Tax).
 */
export function taxState(address: { countryCode: string | null; stateCode: string | null; zip: string | null }, rates: Record<string, number>): string | null {
  const typed = address.stateCode;
  if (address.countryCode !== 'US' || !typed || !address.zip) return typed;
  const zipStates = statesForZip(address.zip.trim());
  if (zipStates.length === 0 || zipStates.includes(typed)) return typed;
  return [typed, ...zipStates].reduce((best, code) => ((rates[code] ?? 0) > (rates[best] ?? 0) ? code : best));
}

/**
 * Every amount of a checkout, computed on the server in integer cents from D1 prices and the store's
 * tables: items, the chosen delivery option, the promo code, then tax on what is left.
 */
export function costCheckout(config: StoreConfig, checkout: Checkout, lines: PricedLine[], now: Date): PricedCheckout {
  const itemsCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const quotes = quotesFor(config, checkout, lines, now);
  const quote = quotes?.ok ? (quotes.quotes.find((q) => q.id === checkout.deliveryOption) ?? null) : null;
  const shippingCents = quote?.cents ?? 0;

  let discount: PromoDiscount | null = null;
  let promoError: PricedCheckout['promoError'] = null;
  if (checkout.promoCode) {
    if (!checkout.customer) {
      promoError = { code: 'promo_code_needs_address', detail: PROMO_NEEDS_ADDRESS };
    } else {
      const result = applyPromo(findPromo(config.promoCodes, checkout.promoCode), { currency: checkout.currency, itemsCents, shippingCents });
      if (result.ok) discount = result.discount;
      else promoError = { code: result.code, detail: PROMO_INVALID };
    }
  }
  const itemsDiscount = discount?.itemsDiscount ?? 0;
  const shippingDiscount = discount?.shippingDiscount ?? 0;
  const taxable = itemsCents - itemsDiscount + (config.taxShipping ? shippingCents - shippingDiscount : 0);
  const address = checkout.customer?.address;
  const tax = taxCents(taxable, address?.countryCode ?? null, address ? taxState(address, config.taxRates) : null, config.taxRates);
  const discountCents = itemsDiscount + shippingDiscount;
  return {
    costs: { itemsCents, shippingCents, taxCents: tax, discountCents, totalCents: itemsCents + shippingCents + tax - discountCents, discount },
    quotes,
    quote,
    promoError,
  };
}
