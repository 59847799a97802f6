import { Hono } from 'hono';
import { storeConfig } from '../config/load';
import type { Env } from '../env';
import { ledgerFor } from './ledger';

/**
 * GET /v1/payments/config: what the checkout page needs to load a provider's browser SDK. Only public
 * values (Stripe's publishable key, PayPal's client id), and only when live payments are on: with the
 * sandbox the page shows its own card form and PayPal button, which the sandbox provider understands.
 * A wrong payment configuration fails here too (PaymentConfigError), so the page never shows a rail that
 * cannot be paid.
 */
export const paymentConfigRoute = new Hono<Env>().get('/v1/payments/config', async (c) => {
  const { setup } = ledgerFor(c.env.DB, await storeConfig(c.env.DB), c.env);
  c.header('Cache-Control', 'no-store');
  const live = setup.mode === 'live' ? setup : null;
  return c.json({
    data: {
      provider: setup.mode,
      stripePublishableKey: live?.stripe?.publishableKey ?? null,
      paypalClientId: live?.paypal?.clientId ?? null,
    },
  });
});
