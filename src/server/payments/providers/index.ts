import type { Bindings } from '../../env';
import type { PaymentProvider } from '../provider';
import { paypalProvider } from './paypal';
import { sandboxProvider } from './sandbox';
import { stripeProvider } from './stripe';

/**
 * The provider for a platform, chosen by configuration: PAYMENT_PROVIDER=live uses Stripe for cards,
 * wallets and Afterpay and PayPal for PayPal, with their keys from secrets; anything else (the
 * default, no keys) is the sandbox.
 */
export function providerFor(env: Bindings, platform: 'stripe' | 'paypal'): PaymentProvider {
  if (env.PAYMENT_PROVIDER !== 'live') return sandboxProvider();
  if (platform === 'paypal') {
    if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) throw new Error('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are required for live payments');
    return paypalProvider({ clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET, apiBase: env.PAYPAL_API_BASE ?? 'https://api-m.paypal.com' });
  }
  if (!env.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is required for live payments');
  return stripeProvider({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE ?? 'https://api.stripe.com' });
}
