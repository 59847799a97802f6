import type { Checkout } from '../checkout/model';
import type { PaymentMethod } from '../../contract/checkout';
import { platformOf } from '../checkout/payment-methods';
import type { ChargeRequest, ChargeShipping } from './provider';
import { ApiError } from '../errors/api-error';
import { CHANGED_MESSAGE, TOO_MANY_DECLINES_MESSAGE } from './messages';
import { checkoutEdits, claimPayment, type Payment } from './queries';

/**
 * The checkout's payment row for this rail and amount, shared by initiate, submit and concurrent callers:
 * the idempotency key is deterministic per checkout, rail (stripe or paypal), currency, amount and attempt
 * (`checkoutId:rail:currency:amount:attempt`), so they all meet in it.
 */
export async function claimCheckoutPayment(db: D1Database, checkout: Checkout, provider: string, method: PaymentMethod, amountCents: number, initial: 'created' | 'processing' = 'created') {
  // A charge (the submit's claim) holds only for the checkout as it was read and priced.
  const checkoutEdits = initial === 'processing' ? checkout.edits : undefined;
  const payment = await claimPayment(db, { checkoutId: checkout.id, provider, rail: platformOf(method), amountCents, currency: checkout.currency, paymentMethod: method, sandbox: provider === 'sandbox', checkoutEdits }, initial);
  if (payment) return payment;
  if (checkoutEdits !== undefined) await assertUnchanged(db, checkout);
  throw new ApiError(429, 'too_many_attempts', TOO_MANY_DECLINES_MESSAGE, '/paymentToken', { 'Retry-After': '3600' });
}

/** The checkout changed since this request read it: nothing is charged, the shopper places the order again. */
export async function assertUnchanged(db: D1Database, checkout: Checkout): Promise<void> {
  if ((await checkoutEdits(db, checkout.id)) !== checkout.edits) throw new ApiError(409, 'checkout_changed', CHANGED_MESSAGE, '/checkoutId');
}

/** The parts of a charge that come from its payment row. */
export function paymentChargeFields(p: Payment): Pick<ChargeRequest, 'paymentId' | 'amountCents' | 'currency' | 'idempotencyKey' | 'meta'> {
  return { paymentId: p.id, amountCents: p.amountCents, currency: p.currency, idempotencyKey: p.idempotencyKey, meta: p.meta };
}

/** The parts of a charge that come from the checkout itself, the same for initiate and submit. */
export function checkoutChargeFields(checkout: Checkout, storeName: string): Pick<ChargeRequest, 'checkoutId' | 'email' | 'shipping' | 'description'> {
  return {
    checkoutId: checkout.id,
    email: checkout.customer?.email ?? null,
    shipping: shippingOf(checkout),
    description: `${storeName} order`,
  };
}

function shippingOf(checkout: Checkout): ChargeShipping | null {
  const customer = checkout.customer;
  if (!customer) return null;
  const { address } = customer;
  return {
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    phone: customer.phone,
    address: {
      line1: address.address1,
      line2: address.address2,
      city: address.city,
      state: address.stateCode ?? address.state,
      postalCode: address.zip,
      country: address.countryCode,
    },
  };
}
