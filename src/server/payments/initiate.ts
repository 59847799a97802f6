import { sameOriginUrl } from '../../lib/same-origin';
import type { StoreConfig } from '../config/schema';
import { costCheckout } from '../checkout/costs';
import { priceLines } from '../checkout/lines';
import { loadCheckout } from '../checkout/service';
import type { Bindings } from '../env';
import { ApiError } from '../errors/api-error';
import { providerFor } from './providers';
import { transition } from './queries';
import type { z } from 'zod';
import type { initiateSchema } from './schema';
import { checkoutChargeFields, claimCheckoutPayment, paymentChargeFields } from './charge-request';

/**
 * Creates the provider's side of a payment before the shopper approves it (a PayPal order, a Stripe
 * PaymentIntent for wallets). The amount is the server's; the same (checkout, amount, attempt) gives
 * the same payment, so a double click makes one PayPal order.
 */
export async function initiatePayment(env: Bindings, config: StoreConfig, input: z.infer<typeof initiateSchema>, origin: string) {
  const checkout = await loadCheckout(env.DB, input.checkoutId);
  if (checkout.state === 'completed') throw new ApiError(409, 'checkout_closed', 'This checkout is already paid.', '/checkoutId');
  const lines = await priceLines(env, checkout.lineItems, checkout.currency, true);
  const { costs } = costCheckout(config, checkout, lines, new Date());
  if (costs.totalCents <= 0) throw new ApiError(422, 'nothing_to_pay', 'There is nothing to pay in this checkout.', '/checkoutId');
  const provider = providerFor(env, input.platform);
  const payment = await claimCheckoutPayment(env.DB, checkout, provider.name, costs.totalCents);
  let token = payment.providerRef;
  if (!token) {
    const initiated = await provider.initiate({
      ...checkoutChargeFields(checkout, config.name),
      ...paymentChargeFields(payment),
      paymentMethod: input.paymentMethod ?? (input.platform === 'paypal' ? 'paypal' : 'card'),
      paymentToken: input.paymentMethodId ?? null,
      providerRef: null,
      returnUrl: sameOriginUrl(null, origin, `/checkout/${checkout.id}`),
      origin,
    });
    await transition(env.DB, payment.id, ['created'], 'created', { providerRef: initiated.providerRef, meta: { ...payment.meta, paymentToken: initiated.paymentToken } });
    token = initiated.paymentToken;
  } else if (typeof payment.meta.paymentToken === 'string') {
    token = payment.meta.paymentToken;
  }
  return { id: payment.id, paymentId: payment.id, paymentToken: token, amount: { value: payment.amountCents, currency: payment.currency }, platform: input.platform };
}
