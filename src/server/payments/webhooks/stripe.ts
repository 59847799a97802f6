import { Hono } from 'hono';
import Stripe from 'stripe';
import { storeConfig } from '../../config/load';
import type { Env } from '../../env';
import { ApiError } from '../../errors/api-error';
import { ledgerFor } from '../ledger';
import { moneyReturned, partlyRefunded } from '../money-returned';
import { paymentByProviderId } from '../queries';
import { reconcilePayment } from '../reconcile';
import { STRIPE_API_VERSION } from '../providers/stripe-client';
import { recordEvent, seenEvent } from './record';

/** Events that say where a PaymentIntent's money is: each makes the ledger read the intent and settle it. */
const INTENT_EVENTS = new Set([
  'payment_intent.amount_capturable_updated',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.processing',
  'payment_intent.requires_action',
]);

const crypto = Stripe.createSubtleCryptoProvider();
const verifier = new Stripe('sk_unused_for_verification', { apiVersion: STRIPE_API_VERSION, httpClient: Stripe.createFetchHttpClient() });

/** The PaymentIntent an event is about: the intent itself, or the intent of a charge or dispute. */
function intentOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: string | { id: string } | null };
  if (object.object === 'payment_intent') return object.id ?? null;
  const pi = object.payment_intent;
  return typeof pi === 'string' ? pi : (pi?.id ?? null);
}

/**
 * Stripe's events, verified by the official SDK on the raw body, as a second path beside the submit and
 * the reconciler (docs/payments.md, "Webhooks"): PaymentIntent events settle the payment from Stripe's
 * current record (so duplicates and reordering change nothing), a refund or a dispute marks the order and
 * withdraws it from fulfilment. Unknown types are answered 200 and ignored.
 */
export const stripeWebhook = new Hono<Env>().post('/v1/payments/stripe/webhook', async (c) => {
  const raw = await c.req.text();
  let event: Stripe.Event;
  try {
    event = await verifier.webhooks.constructEventAsync(raw, c.req.header('stripe-signature') ?? '', c.env.STRIPE_WEBHOOK_SECRET ?? '', 300, crypto);
  } catch {
    throw new ApiError(400, 'invalid_signature', 'The webhook signature is invalid or too old.');
  }
  if (!c.env.STRIPE_WEBHOOK_SECRET) throw new ApiError(400, 'invalid_signature', 'The webhook signature is invalid or too old.');
  if (await seenEvent(c.env.DB, event.id)) return c.json({ received: true, duplicate: true });
  const known = INTENT_EVENTS.has(event.type) || event.type === 'charge.refunded' || event.type === 'charge.dispute.created';
  const ref = known ? intentOf(event) : null;
  if (!ref) {
    await recordEvent(c.env.DB, { id: event.id, provider: 'stripe', type: event.type, outcome: 'ignored' });
    return c.json({ received: true });
  }
  const payment = await paymentByProviderId(c.env.DB, 'stripe', ref);
  if (!payment) {
    await recordEvent(c.env.DB, { id: event.id, provider: 'stripe', type: event.type, outcome: 'unmatched' });
    return c.json({ received: true });
  }
  const ledger = ledgerFor(c.env.DB, await storeConfig(c.env.DB), c.env);
  const ourRelease = payment.state === 'refunding' || payment.state === 'refunded' || payment.state === 'voided';
  if (event.type === 'charge.refunded' && !ourRelease) {
    const charge = event.data.object as Stripe.Charge;
    const detail = `Stripe charge ${charge.id} refunded ${charge.amount_refunded} of ${charge.amount} ${charge.currency.toUpperCase()}`;
    // Stripe sends charge.refunded for a part refunded too; only `refunded` says all of it went back.
    if (charge.refunded) await moneyReturned(c.env.DB, payment, 'refunded', detail);
    else await partlyRefunded(c.env.DB, payment, detail);
  } else if (event.type === 'charge.dispute.created') {
    const dispute = event.data.object as Stripe.Dispute;
    await moneyReturned(c.env.DB, payment, 'disputed', `Stripe dispute ${dispute.id} (${dispute.reason}) for ${dispute.amount} ${dispute.currency.toUpperCase()}`);
  } else if (payment.state !== 'refunded') {
    // A voided payment too: its object may hold money after all (3-D Secure finished late), which settle gives back.
    await reconcilePayment(ledger, payment);
  }
  await recordEvent(c.env.DB, { id: event.id, provider: 'stripe', type: event.type, outcome: 'processed', paymentId: payment.id });
  return c.json({ received: true });
});
