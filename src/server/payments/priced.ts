import { costCheckout, type Costs } from '../checkout/costs';
import { priceLines, type PricedLine } from '../checkout/lines';
import type { Checkout } from '../checkout/model';
import { findCheckout } from '../checkout/queries';
import { ApiError } from '../errors/api-error';
import type { Quote } from '../../lib/delivery-quote';
import type { Ledger } from './ledger';

/** A checkout priced for its order: lines, costs and the delivery quote, as the order will record them. */
export interface Priced {
  checkout: Checkout;
  lines: PricedLine[];
  costs: Costs;
  quote: Quote;
}

/**
 * The checkout priced now, for a webhook or the reconciler that has no submit's pricing at hand; null when
 * it can no longer be ordered as it is (withdrawn item, no delivery option, no customer). Stock is not
 * checked here: the order's batch guards it.
 */
export async function priceForOrder(ledger: Ledger, checkoutId: string): Promise<Priced | null> {
  const checkout = await findCheckout(ledger.db, checkoutId);
  if (!checkout?.customer) return null;
  try {
    const lines = await priceLines(ledger.db, checkout.lineItems, checkout.currency, false);
    const { costs, quote } = costCheckout(ledger.config, checkout, lines, new Date(ledger.now()));
    return quote ? { checkout, lines, costs, quote } : null;
  } catch (err) {
    if (err instanceof ApiError) return null;
    throw err;
  }
}
