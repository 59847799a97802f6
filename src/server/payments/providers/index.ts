import { PaymentConfigError, type PaymentSetup } from '../setup';
import type { PaymentProvider } from '../provider';
import { paypalProvider } from './paypal';
import { sandboxProvider } from './sandbox';
import { stripeProvider } from './stripe';

export type ProviderName = PaymentProvider['name'];

/** The provider a new payment on this rail goes to: the sandbox, or the live rail with its keys. */
export function providerName(setup: PaymentSetup, platform: 'stripe' | 'paypal'): ProviderName {
  return setup.mode === 'sandbox' ? 'sandbox' : platform;
}

/**
 * The provider that owns a payment row (by the name stored on it), so that a payment is always finished
 * where it was made, even after the store changed its configuration.
 */
export function providerFor(setup: PaymentSetup, name: string): PaymentProvider {
  if (name === 'sandbox') return sandboxProvider();
  if (setup.mode !== 'live') throw new PaymentConfigError(`A ${name} payment needs PAYMENT_PROVIDER=live and its keys.`);
  const timing = { timeoutMs: setup.timeoutMs, retryBaseMs: setup.retryBaseMs };
  if (name === 'stripe' && setup.stripe) return stripeProvider({ secretKey: setup.stripe.secretKey, apiBase: setup.stripe.apiBase, ...timing });
  if (name === 'paypal' && setup.paypal) return paypalProvider({ ...setup.paypal, ...timing });
  throw new PaymentConfigError(`The ${name} rail is not configured for this store.`);
}
