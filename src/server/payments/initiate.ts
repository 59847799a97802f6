import type { z } from 'zod';
import { sameOriginUrl } from '../../lib/same-origin';
import type { StoreConfig } from '../config/schema';
import { priceLines } from '../checkout/lines';
import { platformOf } from '../checkout/payment-methods';
import { loadCheckout } from '../checkout/service';
import type { Bindings } from '../env';
import { ApiError } from '../errors/api-error';
import { checkoutChargeFields, claimCheckoutPayment, paymentChargeFields } from './charge-request';
import { ledgerFor, providerOf } from './ledger';
import { CANCELLED_MESSAGE, UNAVAILABLE_MESSAGE } from './messages';
import { assertAddressAndDelivery, payableCosts } from './payable';
import { ProviderRefused, ProviderUnavailable } from './provider';
import { providerName } from './providers';
import { cancelledUnpaid, transition } from './queries';
import type { initiateSchema } from '../../contract/payments';

/**
 * Creates the provider's object for a payment before the shopper sees a pay button (a PayPal order, a
 * Stripe PaymentIntent for wallets): made by the server, for one payment row, for the server's amount, and
 * its id stored before anything reaches the browser (docs/payments.md, "Binding"). The same (checkout,
 * amount, attempt) gives the same payment and the same provider object, so a double click makes one.
 */
export async function initiatePayment(env: Bindings, config: StoreConfig, input: z.infer<typeof initiateSchema>, origin: string) {
  const ledger = ledgerFor(env.DB, config, env);
  const checkout = await loadCheckout(env.DB, input.checkoutId);
  if (checkout.state === 'completed') {
    // Its order cancelled because the money could not be taken: the same answer as the submit's.
    if (await cancelledUnpaid(env.DB, checkout.id)) throw new ApiError(409, 'payment_cancelled', CANCELLED_MESSAGE, '/checkoutId');
    throw new ApiError(409, 'checkout_closed', 'This checkout is already paid.', '/checkoutId');
  }
  // What submit checks, before any payment row or provider object: no address or delivery, no order.
  assertAddressAndDelivery(checkout);
  const method = input.paymentMethod ?? (input.platform === 'paypal' ? 'paypal' : 'card');
  if (platformOf(method) !== input.platform) throw new ApiError(422, 'platform_mismatch', `${method} is paid through ${platformOf(method)}.`, '/platform');
  const lines = await priceLines(env, checkout.lineItems, checkout.currency, true);
  const { costs } = payableCosts(config, checkout, lines, method, new Date(), '/paymentMethod');
  const payment = await claimCheckoutPayment(env.DB, checkout, providerName(ledger.setup, input.platform), method, costs.totalCents);
  let token = typeof payment.meta.clientToken === 'string' ? payment.meta.clientToken : null;
  if (!payment.providerRef || !token) {
    const req = {
      ...checkoutChargeFields(checkout, config.name),
      ...paymentChargeFields(payment),
      paymentMethod: method,
      paymentToken: null,
      returnUrl: sameOriginUrl(null, origin, `/checkout/${checkout.id}`),
      origin,
    };
    try {
      const created = await providerOf(ledger, payment).create(req);
      // A payment another request is charging already has its object; only a fresh one takes this one's.
      await transition(env.DB, payment.id, ['created'], 'created', { providerRef: created.providerRef, meta: { ...payment.meta, origin, clientToken: created.clientToken } });
      token = created.clientToken;
    } catch (err) {
      if (err instanceof ProviderUnavailable || err instanceof ProviderRefused) throw new ApiError(502, 'payment_provider_unavailable', UNAVAILABLE_MESSAGE, '/checkoutId');
      throw err;
    }
  }
  return { id: payment.id, paymentId: payment.id, paymentToken: token, amount: { value: payment.amountCents, currency: payment.currency }, platform: input.platform };
}
