import { Hono } from 'hono';
import { z } from 'zod';
import { storeConfig } from '../config/load';
import { setCheckoutPayment } from '../checkout/queries';
import { loadCheckout } from '../checkout/service';
import type { Env } from '../env';
import { ApiError } from '../errors/api-error';
import { cardErrorCode, cardMessage } from '../../lib/card-messages';
import { fulfil } from './fulfil';
import { providerFor } from './providers';
import { paymentByRef, transition } from './queries';
import { verifyStripeSignature } from './stripe-signature';
import { checkoutChargeFields, paymentChargeFields } from './charge-request';

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().max(255),
  data: z.object({
    object: z.object({
      id: z.string().max(255),
      object: z.string().optional(),
      status: z.string().optional(),
      last_payment_error: z.object({ code: z.string().optional(), decline_code: z.string().optional() }).nullable().optional(),
    }),
  }),
});

/**
 * Stripe's events: a payment authorized (amount_capturable_updated) or paid (succeeded) fulfils its
 * checkout even when the shopper's browser never came back; a failed one marks the checkout failed.
 * Each event id is processed once; it is recorded after processing, so a failure is retried by Stripe.
 */
export const stripeWebhook = new Hono<Env>().post('/v1/payments/stripe/webhook', async (c) => {
  const raw = await c.req.text();
  const ok = await verifyStripeSignature(raw, c.req.header('stripe-signature'), c.env.STRIPE_WEBHOOK_SECRET ?? '');
  if (!ok) throw new ApiError(400, 'invalid_signature', 'The webhook signature is invalid or too old.');
  let parsed;
  try {
    parsed = eventSchema.safeParse(JSON.parse(raw));
  } catch {
    throw new ApiError(400, 'malformed_request', 'Malformed JSON in request body');
  }
  if (!parsed.success) throw new ApiError(400, 'invalid_event', 'The event is not a Stripe event.');
  const event = parsed.data;
  const seen = await c.env.DB.prepare('SELECT 1 AS one FROM webhook_events WHERE id = ?1').bind(event.id).first();
  if (seen) return c.json({ received: true, duplicate: true });

  const intent = event.data.object;
  const payment = intent.object === undefined || intent.object === 'payment_intent' ? await paymentByRef(c.env.DB, 'stripe', intent.id) : null;
  if (payment) {
    if (event.type === 'payment_intent.amount_capturable_updated' || event.type === 'payment_intent.succeeded') {
      const state = event.type === 'payment_intent.succeeded' ? 'captured' : 'authorized';
      await transition(c.env.DB, payment.id, ['created', 'processing', 'requires_action'], state);
      const current = { ...payment, state: payment.state === 'captured' || payment.state === 'authorized' ? payment.state : state } as const;
      const checkout = await loadCheckout(c.env.DB, payment.checkoutId);
      if (checkout.state !== 'completed') {
        const config = await storeConfig(c.env.DB);
        await fulfil(c.env, config, checkout, current, providerFor(c.env, 'stripe'), {
          ...checkoutChargeFields(checkout, config.name),
          ...paymentChargeFields(payment),
          paymentMethod: checkout.paymentMethod ?? 'card', paymentToken: null, providerRef: intent.id, returnUrl: new URL(c.req.url).origin,
          origin: new URL(c.req.url).origin,
        }).catch((err: unknown) => {
          if (!(err instanceof ApiError)) throw err; // sold out or changed: the authorization is released, the event is done
        });
      }
    } else if (event.type === 'payment_intent.payment_failed') {
      const code = cardErrorCode(intent.last_payment_error?.code, intent.last_payment_error?.decline_code);
      if (await transition(c.env.DB, payment.id, ['created', 'processing', 'requires_action'], 'failed', { errorCode: code, meta: { ...payment.meta, message: cardMessage(code) } })) {
        await setCheckoutPayment(c.env.DB, payment.checkoutId, 'failure', payment.id, cardMessage(code)).run();
      }
    }
  }
  await c.env.DB.prepare('INSERT INTO webhook_events (id, provider, type) VALUES (?1, ?2, ?3) ON CONFLICT (id) DO NOTHING').bind(event.id, 'stripe', event.type).run();
  return c.json({ received: true });
});
