import type { Bindings } from '../env';
import { ApiError } from '../errors/api-error';
import type { StoreConfig } from '../config/schema';
import { costCheckout } from '../checkout/costs';
import { priceLines, type PricedLine } from '../checkout/lines';
import type { Checkout } from '../checkout/model';
import { setCheckoutPayment } from '../checkout/queries';
import { finalizeOrder } from '../orders/finalize';
import type { ChargeRequest, PaymentProvider } from './provider';
import { transition, type Payment } from './queries';

export const SOLD_OUT = 'Sorry, an item in your order sold out while you were paying. You have not been charged.';

/**
 * Makes the order for a payment the provider holds (from a submit or a webhook), then takes the money.
 * When stock ran out, the authorization is released and the checkout fails with a 409. `created`:
 * this call made the order (false: another request had made it already).
 */
export async function fulfil(
  env: Bindings,
  config: StoreConfig,
  checkout: Checkout,
  payment: Payment,
  provider: PaymentProvider,
  req: ChargeRequest,
  pricedLines?: PricedLine[],
  /** A submit's unwritten record of the authorization, written with the order (payment still 'processing' until then). */
  record?: D1PreparedStatement,
): Promise<{ created: boolean }> {
  // A submit has just priced the lines; a webhook prices them here. Stock is guarded by the order batch.
  const lines = pricedLines ?? (await priceLines(env.DB, checkout.lineItems, checkout.currency, false));
  const { costs, quote } = costCheckout(config, checkout, lines, new Date());
  if (!quote) throw new ApiError(422, 'delivery_option_unavailable', 'Please choose a delivery option.', '/checkoutId');
  // The order must cost what was authorized; a checkout changed meanwhile is paid again from scratch.
  if (costs.totalCents !== payment.amountCents || checkout.currency !== payment.currency) {
    if (payment.providerRef) await provider.cancel(payment.providerRef, req);
    await transition(env.DB, payment.id, ['processing', 'authorized', 'captured'], 'voided', { providerRef: payment.providerRef, errorCode: 'checkout_changed' });
    throw new ApiError(409, 'checkout_changed', 'Your order changed while you were paying. Please place it again.', '/checkoutId');
  }
  const result = await finalizeOrder(env.DB, { checkout, lines, costs, quote, paymentId: payment.id, also: record ? [record] : [] });
  if (result.ok) {
    // Another request made the order: the batch that would have recorded this authorization did not run.
    if (!result.created && record) await record.run();
    if (result.created && payment.state === 'authorized' && payment.providerRef) {
      await provider.capture(payment.providerRef, req);
      await transition(env.DB, payment.id, ['authorized'], 'captured');
    }
    return { created: result.created };
  }
  if (payment.providerRef) await provider.cancel(payment.providerRef, req);
  await transition(env.DB, payment.id, ['processing', 'authorized', 'captured'], 'voided', { providerRef: payment.providerRef, errorCode: 'out_of_stock' });
  await setCheckoutPayment(env.DB, checkout.id, 'failure', payment.id, SOLD_OUT).run();
  throw new ApiError(409, 'out_of_stock', SOLD_OUT, '/checkoutId');
}
