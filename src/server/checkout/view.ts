import { centsToUnits } from '../../lib/money';
import { arrivalText, type Quote } from '../../lib/delivery-quote';
import type { Checkout } from './model';
import type { PricedCheckout } from './costs';
import type { PricedLine } from './lines';

export interface CheckoutExtras {
  orderLookupNumber?: string | null;
  orderNumber?: string | null;
  redirectUrl?: string | null;
  payment?: { id: string; state: string; paymentToken: string | null } | null;
}

export function quoteView(q: Quote, currency: string) {
  return {
    id: q.id,
    name: q.name,
    label: q.label,
    price: centsToUnits(q.cents),
    cost: { amount: q.cents, currency },
    deliveryEstimates: { early: q.early, late: q.late },
    estimatedDelivery: { deliveryDate: q.early, arrivalDate: q.late, text: arrivalText(q.early, q.late) },
  };
}

/** The checkout as the client reads it (spec section 3). Amounts are integer cents. */
export function checkoutView(c: Checkout, lines: PricedLine[], priced: PricedCheckout, extras: CheckoutExtras = {}) {
  const { costs } = priced;
  return {
    id: c.id,
    state: c.state,
    currency: c.currency,
    fulfillmentRegion: c.fulfillmentRegion,
    lineItems: lines.map((l) => ({
      sku: l.sku,
      teespringID: l.teespringId,
      quantity: l.quantity,
      title: l.title,
      productType: l.productType,
      color: l.color,
      size: l.sizeLabel,
      image: l.image,
      price: l.unitCents,
      total: l.totalCents,
      // As POST /api/v1/cart/validate says it: a line the catalog no longer sells (withdrawn after the
      // checkout was made) is kept, `available: false` with the cart's reason, and counts nothing.
      available: !l.unavailable,
      reason: l.unavailable ?? null,
    })),
    customer: c.customer,
    costs: {
      lineItems: { value: costs.itemsCents },
      shipping: { value: costs.shippingCents, currency: c.currency },
      tax: { value: costs.taxCents },
      discount: { value: costs.discountCents, type: costs.discount?.type ?? null, percentage: costs.discount?.percentage ?? null },
      total: { value: costs.totalCents, currency: c.currency },
    },
    deliveryOption: priced.quote ? quoteView(priced.quote, c.currency) : null,
    deliveryOptions: priced.quotes?.ok ? priced.quotes.quotes.map((q) => quoteView(q, c.currency)) : [],
    promoCode: priced.promoError ? null : c.promoCode,
    promoCodeErrors: priced.promoError ? [{ code: priced.promoError.code, detail: priced.promoError.detail, source: { pointer: '/data/promoCode' } }] : [],
    marketingOptIn: c.marketingOptIn,
    platform: c.platform,
    paymentMethod: c.paymentMethod,
    payment: extras.payment ?? null,
    paymentId: c.paymentId,
    redirectUrl: extras.redirectUrl ?? null,
    orderLookupNumber: extras.orderLookupNumber ?? null,
    orderNumber: extras.orderNumber ?? null,
    error: c.error,
    // Adds one on every write: the page keeps the answer with the highest (state.ts, updateCheckout).
    version: c.version,
  };
}
export type CheckoutView = ReturnType<typeof checkoutView>;
