import { Hono } from 'hono';
import { z } from 'zod';
import { storeConfig } from '../../config/load';
import type { Env } from '../../env';
import { ApiError } from '../../errors/api-error';
import { bound, ledgerFor, providerOf } from '../ledger';
import { moneyReturned, partlyRefunded } from '../money-returned';
import { countAttempt } from '../../rate-limit/attempts';
import { paypalTransmission, verifyPaypalTransmission } from '../providers/paypal-verify';
import { paymentById, paymentByProviderId } from '../queries';
import { reconcilePayment } from '../reconcile';
import { recordEvent, seenEvent } from './record';

const SETTLING = new Set(['PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.PENDING', 'PAYMENT.CAPTURE.DENIED', 'PAYMENT.AUTHORIZATION.VOIDED', 'PAYMENT.AUTHORIZATION.CREATED']);
const RETURNED: Record<string, 'refunded' | 'reversed'> = { 'PAYMENT.CAPTURE.REFUNDED': 'refunded', 'PAYMENT.CAPTURE.REVERSED': 'reversed' };

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  event_type: z.string().max(255),
  resource: z
    .object({
      id: z.string().max(255).optional(),
      custom_id: z.string().max(255).optional(),
      supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().optional(), authorization_id: z.string().optional(), capture_id: z.string().optional() }).partial().optional() }).optional(),
      // A refund points at its capture only through its links (rel "up").
      links: z.array(z.object({ rel: z.string(), href: z.string() })).optional(),
    })
    .passthrough()
    .optional(),
});

/**
 * PayPal's webhook (docs/payments.md, "Webhooks"): each plausible delivery is verified by PayPal's own
 * verify-webhook-signature call, then capture and authorization events settle the payment from PayPal's
 * current record of the order, and a refund or reversal marks the order and withdraws it from fulfilment.
 */
export const paypalWebhook = new Hono<Env>().post('/v1/payments/paypal/webhook', async (c) => {
  const raw = await c.req.text();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'malformed_request', 'Malformed JSON in request body');
  }
  const config = await storeConfig(c.env.DB);
  const ledger = ledgerFor(c.env.DB, config, c.env);
  const paypal = ledger.setup.mode === 'live' ? ledger.setup.paypal : null;
  // Each verification is a call on the store's PayPal account (retried on 429 and 5xx), and the route is
  // public: headers PayPal never sends are refused without one, and failures are limited per client
  // (counted before the call, given back unless PayPal answered that the delivery is not genuine).
  const transmission = paypal ? paypalTransmission((name) => c.req.header(name), paypal.apiBase) : null;
  if (!paypal || !transmission) throw invalidSignature();
  const attempt = await countAttempt(c, 'paypalWebhookFailures');
  let verified: boolean;
  try {
    verified = await verifyPaypalTransmission({ ...paypal, timeoutMs: ledger.setup.mode === 'live' ? ledger.setup.timeoutMs : 10_000 }, transmission, raw);
  } catch (err) {
    // PayPal did not answer: not a failure of the delivery, which PayPal sends again.
    await attempt.giveBack();
    throw err;
  }
  if (!verified) throw invalidSignature();
  await attempt.giveBack();
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) return c.json({ received: true, ignored: true });
  const event = parsed.data;
  if (await seenEvent(c.env.DB, event.id)) return c.json({ received: true, duplicate: true });
  if (!SETTLING.has(event.event_type) && !RETURNED[event.event_type]) {
    await recordEvent(c.env.DB, { id: event.id, provider: 'paypal', type: event.event_type, outcome: 'ignored' });
    return c.json({ received: true });
  }
  const r = event.resource;
  const related = r?.supplementary_data?.related_ids;
  const byId = r?.custom_id ? await paymentById(c.env.DB, r.custom_id) : null;
  const payment =
    (byId?.provider === 'paypal' ? byId : null) ??
    (await firstPayment(c.env.DB, [related?.order_id, related?.authorization_id, related?.capture_id, captureOf(r?.links), r?.id]));
  if (!payment) {
    await recordEvent(c.env.DB, { id: event.id, provider: 'paypal', type: event.event_type, outcome: 'unmatched' });
    return c.json({ received: true });
  }
  const returned = RETURNED[event.event_type];
  if (returned && payment.state !== 'refunding' && payment.state !== 'refunded') {
    const detail = `PayPal ${event.event_type} (${r?.id ?? 'no id'})`;
    // A refund event comes for a part refunded too: PayPal's record of the order says whether all of it
    // went back (capture REFUNDED, not PARTIALLY_REFUNDED). A failed read answers 5xx: PayPal delivers again.
    const whole = returned === 'reversed' || (await providerOf(ledger, payment).inspect(bound(payment))).status === 'refunded';
    if (whole) await moneyReturned(c.env.DB, payment, returned, detail);
    else await partlyRefunded(c.env.DB, payment, detail);
  } else if (!returned && payment.state !== 'refunded') {
    // A voided payment too: its object may hold money after all, which settle gives back.
    await reconcilePayment(ledger, payment);
  }
  await recordEvent(c.env.DB, { id: event.id, provider: 'paypal', type: event.event_type, outcome: 'processed', paymentId: payment.id });
  return c.json({ received: true });
});

const invalidSignature = () => new ApiError(400, 'invalid_signature', 'The webhook signature could not be verified.');

/** The capture a refund belongs to: the last path segment of its `up` link (.../v2/payments/captures/{id}). */
function captureOf(links: { rel: string; href: string }[] | undefined): string | undefined {
  const up = links?.find((l) => l.rel === 'up')?.href;
  return up ? /\/captures\/([^/?#]+)/.exec(up)?.[1] : undefined;
}

async function firstPayment(db: D1Database, ids: (string | undefined)[]) {
  for (const id of ids) {
    if (!id) continue;
    const found = await paymentByProviderId(db, 'paypal', id);
    if (found) return found;
  }
  return null;
}
