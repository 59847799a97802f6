import type { Cents } from './money';

/** A store's promo code as the platform defines it (GET /v1/stores promoCodes). */
export type Promo =
  | { code: string; type: 'percentage'; value: number }
  | { code: string; type: 'fixed_value'; value: { amount: number; currency: string } }
  | { code: string; type: 'free_shipping'; value?: unknown };

export const PROMO_INVALID = 'Sorry, this promo code cannot be applied to your order.';
export const PROMO_NEEDS_ADDRESS = 'Please enter your address before you enter a promo code.';

export interface PromoDiscount {
  type: Promo['type'];
  /** Taken off the line items. */
  itemsDiscount: Cents;
  /** Taken off shipping (free shipping). */
  shippingDiscount: Cents;
  percentage: number | null;
}

export type PromoResult = { ok: true; discount: PromoDiscount } | { ok: false; code: 'promo_code_invalid'; message: string };

/** Codes are matched without regard to case or surrounding spaces. */
export function findPromo(promos: readonly Promo[], code: string): Promo | null {
  const wanted = code.trim().toUpperCase();
  return promos.find((p) => p.code.trim().toUpperCase() === wanted) ?? null;
}

/**
 * What a code takes off an order. Percentage and free shipping work in every currency; a fixed value is
 * USD cents and applies to USD orders only (decisions 10). A discount never exceeds what it is taken from.
 */
export function applyPromo(promo: Promo | null, order: { currency: string; itemsCents: Cents; shippingCents: Cents }): PromoResult {
  const invalid = { ok: false, code: 'promo_code_invalid', message: PROMO_INVALID } as const;
  if (!promo || order.itemsCents <= 0) return invalid;
  switch (promo.type) {
    case 'percentage': {
      const itemsDiscount = Math.min(order.itemsCents, Math.round((order.itemsCents * promo.value) / 100));
      return { ok: true, discount: { type: promo.type, itemsDiscount, shippingDiscount: 0, percentage: promo.value } };
    }
    case 'fixed_value': {
      if (order.currency !== 'USD' || promo.value.currency !== 'USD') return invalid;
      return { ok: true, discount: { type: promo.type, itemsDiscount: Math.min(order.itemsCents, promo.value.amount), shippingDiscount: 0, percentage: null } };
    }
    case 'free_shipping':
      return { ok: true, discount: { type: promo.type, itemsDiscount: 0, shippingDiscount: order.shippingCents, percentage: null } };
  }
}
