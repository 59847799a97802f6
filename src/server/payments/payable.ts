import type { PaymentMethod } from '../../contract/checkout';
import type { StoreConfig } from '../config/schema';
import { costCheckout, type Costs } from '../checkout/costs';
import type { PricedLine } from '../checkout/lines';
import type { Checkout } from '../checkout/model';
import { assertMethodAllowed } from '../checkout/payment-methods';
import { ApiError } from '../errors/api-error';
import type { Quote } from '../../lib/delivery-quote';

/** An address and a delivery option: what a checkout needs before anything is priced for payment. */
export function assertAddressAndDelivery(checkout: Checkout): void {
  if (!checkout.customer) throw new ApiError(422, 'address_required', 'Please enter your address.', '/checkoutId');
  if (!checkout.deliveryOption) throw new ApiError(422, 'delivery_option_required', 'Please choose a delivery option.', '/checkoutId');
}

/**
 * The checkout's costs when it may be paid: an address, a delivery option with a quote for it, something
 * to pay, and the method allowed for it (422 with the submit's codes and messages otherwise). Checked
 * before any payment row or provider call, by initiate and submit alike (docs/security.md).
 */
export function payableCosts(config: StoreConfig, checkout: Checkout, lines: PricedLine[], method: PaymentMethod, now: Date, methodPointer: string): { costs: Costs; quote: Quote } {
  assertAddressAndDelivery(checkout);
  const { costs, quote } = costCheckout(config, checkout, lines, now);
  if (!quote) throw new ApiError(422, 'delivery_option_unavailable', 'Please choose a delivery option.', '/checkoutId');
  if (costs.totalCents <= 0) throw new ApiError(422, 'nothing_to_pay', 'There is nothing to pay in this checkout.', '/checkoutId');
  assertMethodAllowed(config, { ...checkout, countryCode: checkout.customer?.address.countryCode ?? null }, method, costs.totalCents, methodPointer);
  return { costs, quote };
}
