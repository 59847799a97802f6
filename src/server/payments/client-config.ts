import { Hono } from 'hono';
import type { Env } from '../env';

/**
 * GET /v1/payments/config: what the checkout page needs to load a provider's browser SDK. Only public
 * values (Stripe's publishable key, PayPal's client id), and only when live payments are on: with the
 * sandbox the page shows its own card form and PayPal button, which the sandbox provider understands.
 */
export const paymentConfigRoute = new Hono<Env>().get('/v1/payments/config', (c) => {
  const live = c.env.PAYMENT_PROVIDER === 'live';
  c.header('Cache-Control', 'no-store');
  return c.json({
    data: {
      provider: live ? ('live' as const) : ('sandbox' as const),
      stripePublishableKey: live ? (c.env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      paypalClientId: live ? (c.env.PAYPAL_CLIENT_ID ?? null) : null,
    },
  });
});
