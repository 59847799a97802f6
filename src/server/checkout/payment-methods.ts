import { ApiError } from '../errors/api-error';
import type { StoreConfig } from '../config/schema';
import type { PaymentMethod } from './schema';

/** Platform follows the method (spec section 4): card, afterpay and wallets go through Stripe. */
export function platformOf(method: PaymentMethod): 'stripe' | 'paypal' {
  return method === 'paypal' ? 'paypal' : 'stripe';
}

/** Afterpay needs a USA store, USD and USA fulfilment, and no flag hiding it (decisions 13). */
export function assertMethodAllowed(config: StoreConfig, currency: string, method: PaymentMethod): void {
  const flags = config.buildFlags;
  const allowed =
    method === 'afterpay'
      ? config.sellingRegion.toLowerCase() === 'usa' && currency === 'USD' && config.fulfillmentRegion === 'USA' && !flags.hideAfterpay
      : method === 'card'
        ? !flags.hideCard
        : method === 'paypal'
          ? !flags.hidePaypal
          : true;
  if (!allowed) throw new ApiError(422, 'payment_method_unavailable', 'This payment method is not available for this order.', '/data/paymentMethod');
}
