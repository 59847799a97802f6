import type { ProviderRecord, ProviderStatus } from './provider';
import type { Payment } from './queries';

/** Statuses in which the provider holds, or is about to hold, money for the object. */
const MONEY: ProviderStatus[] = ['approved', 'processing', 'authorized', 'capture_pending', 'captured', 'refunded'];

/**
 * Why the provider's record does not belong to this payment, or null when it does: the same object, made
 * for this payment and checkout, for exactly the server's amount and currency (docs/payments.md,
 * "Binding"). Checked before any order is made; a record that merely failed holds nothing to check.
 */
export function bindingProblem(payment: Pick<Payment, 'id' | 'checkoutId' | 'providerRef' | 'amountCents' | 'currency'>, record: ProviderRecord): string | null {
  if (!MONEY.includes(record.status)) return null;
  if (record.ref !== payment.providerRef) return `object ${record.ref} is not ${payment.providerRef ?? 'the stored one'}`;
  if (record.boundPaymentId !== payment.id) return `made for payment ${record.boundPaymentId ?? 'none'}`;
  if (record.boundCheckoutId !== payment.checkoutId) return `made for checkout ${record.boundCheckoutId ?? 'none'}`;
  if (record.currency !== payment.currency) return `currency ${record.currency} instead of ${payment.currency}`;
  if (record.amountCents !== payment.amountCents) return `amount ${record.amountCents} instead of ${payment.amountCents}`;
  return null;
}

/** Shapes of provider object ids: a token like these names an object, never a payment method. */
const OBJECT_ID = [/^pi_[A-Za-z0-9_]+$/, /^sbx_[0-9a-f-]+$/, /^(?=[0-9]*[A-Z])[A-Z0-9]{12,20}$/];

/**
 * What a token from the browser is: the shopper's payment method (Stripe pm_..., a sandbox card), the
 * payment's own provider object coming back (3-D Secure, Afterpay, PayPal approval), or an object the
 * server did not make for this payment: a forgery, refused.
 */
export function tokenRole(token: string | null | undefined, payment: Pick<Payment, 'providerRef' | 'provider'>): 'none' | 'method' | 'own_object' | 'foreign_object' {
  if (!token) return 'none';
  if (payment.providerRef && token === payment.providerRef) return 'own_object';
  // PayPal's buttons only ever hand back the order id; any other value is not this payment's order.
  if (payment.provider === 'paypal') return 'foreign_object';
  return OBJECT_ID.some((re) => re.test(token)) ? 'foreign_object' : 'method';
}
