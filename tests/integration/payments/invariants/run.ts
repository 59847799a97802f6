import { store } from '../../harness';
import type { MoneyStore } from '../money';
import type { Provider, Scenario, Step } from './scenario';

const TRIGGERS = {
  order: "CREATE TRIGGER inject_fault_order BEFORE INSERT ON orders BEGIN SELECT RAISE(ABORT, 'injected D1 fault'); END",
  capture: "CREATE TRIGGER inject_fault_capture BEFORE UPDATE OF state ON payments WHEN NEW.state = 'captured' BEGIN SELECT RAISE(ABORT, 'injected D1 fault'); END",
};

export interface RunRecord {
  checkoutId: string;
  sku: string;
  stockBefore: number;
  /** Units another shopper took during the run. */
  takenByOthers: number;
  /** Outbox rows seen at any point whose payment was not captured at that moment. */
  earlyHandOffs: string[];
}

/** The run's latest payment that has a provider object, as the browser and the provider would know it. */
async function latestPayment(m: MoneyStore, checkoutId: string) {
  return m.h.db.prepare('SELECT id, state, provider_ref, capture_ref, authorization_ref FROM payments WHERE checkout_id = ?1 AND provider_ref IS NOT NULL ORDER BY created_at DESC, rowid DESC LIMIT 1')
    .bind(checkoutId)
    .first<{ id: string; state: string; provider_ref: string; capture_ref: string | null; authorization_ref: string | null }>();
}

/** Plays one scenario against the store; every remote refusal or 5xx is part of the game, not an error of the test. */
export async function play(m: MoneyStore, provider: Provider, s: Scenario): Promise<RunRecord> {
  const sku = store.SKU.teeS;
  await m.h.db.prepare('UPDATE stock SET quantity = 40 WHERE sku = ?1').bind(sku).run();
  // Each run is a new shopper on a network of their own: the rate limits have their own tests
  // (tests/security/rate-limits.test.ts), and hundreds of runs from one address would meet them.
  await m.h.db.prepare('DELETE FROM rate_limits').run();
  const checkoutId = await m.checkout([{ sku, quantity: s.quantity }], provider === 'paypal' ? 'paypal' : 'card');
  const record: RunRecord = { checkoutId, sku, stockBefore: 40, takenByOthers: 0, earlyHandOffs: [] };
  if (provider === 'stripe' && s.card === 'processing') await m.stripe.next({ confirm: 'processing' });
  if (provider === 'paypal') await m.paypal.nextOutcome({ authorization: s.paypal.authorization, capture: s.paypal.capture });
  let armed: 'order' | 'capture' | null = null;
  for (const step of s.steps) {
    if (step.kind === 'd1fault') {
      armed = step.target;
      continue;
    }
    if (armed) await m.h.db.prepare(TRIGGERS[armed]).run();
    try {
      await perform(m, provider, s, step, record);
    } finally {
      if (armed) await m.h.db.prepare(`DROP TRIGGER IF EXISTS inject_fault_${armed}`).run();
      armed = null;
    }
    record.earlyHandOffs.push(...(await handOffsBeforeCapture(m)));
  }
  return record;
}

async function perform(m: MoneyStore, provider: Provider, s: Scenario, step: Step, record: RunRecord): Promise<void> {
  const id = record.checkoutId;
  switch (step.kind) {
    case 'submit': {
      const once = () => submit(m, provider, s, id);
      await (step.double ? Promise.all([once(), once()]) : once());
      return;
    }
    case 'reconcile':
      await m.cron().catch(() => undefined);
      return;
    case 'fault':
      if (provider === 'stripe') await m.stripe.fault({ step: step.step, kind: step.fault, times: step.times });
      else await m.paypal.fault(step.step as Parameters<typeof m.paypal.fault>[0], step.fault, step.times);
      return;
    case 'sold_out': {
      const before = (await m.h.db.prepare('SELECT quantity FROM stock WHERE sku = ?1').bind(record.sku).first<{ quantity: number }>())!.quantity;
      const after = Math.min(before, s.quantity - 1);
      await m.h.db.prepare('UPDATE stock SET quantity = ?2 WHERE sku = ?1').bind(record.sku, after).run();
      record.takenByOthers += before - after;
      return;
    }
    case 'approve': {
      for (const order of await m.paypal.orders(id)) {
        if (order.purchase_units?.[0]?.reference_id === id && order.status === 'CREATED') await m.paypal.approve(order.id).catch(() => undefined);
      }
      return;
    }
    case 'webhook':
      return deliverWebhook(m, provider, id, step.event, step.times);
    case 'provider_decides':
      return decide(m, provider, id, step.outcome, false);
  }
}

async function submit(m: MoneyStore, provider: Provider, s: Scenario, id: string) {
  if (provider === 'stripe') {
    const latest = await latestPayment(m, id);
    // Back from 3-D Secure the browser sends the intent's id; otherwise the card's payment method.
    const token = latest?.state === 'requires_action' ? latest.provider_ref : s.card === 'processing' ? 'pm_card_visa' : s.card;
    return m.submit(id, { paymentToken: token });
  }
  const init = await m.h.json('POST', '/api/v1/initiatePayment', { checkoutId: id, platform: 'paypal', paymentMethod: 'paypal' });
  if (init.status !== 201) return m.submit(id, { platform: 'paypal', paymentToken: null });
  const { data } = (await init.json()) as { data: { paymentId: string; paymentToken: string } };
  return m.submit(id, { platform: 'paypal', paymentToken: data.paymentToken, paymentId: data.paymentId });
}

async function deliverWebhook(m: MoneyStore, provider: Provider, id: string, event: string, times: number): Promise<void> {
  const latest = await latestPayment(m, id);
  if (!latest) return;
  let delivery: { headers: Record<string, string>; body: string } | null = null;
  if (provider === 'stripe') {
    const signed = await m.stripe.signedEvent(latest.provider_ref, event, m.webhookSecret);
    delivery = { headers: { 'stripe-signature': signed.header }, body: signed.payload };
  } else {
    const resourceId = event.startsWith('PAYMENT.CAPTURE') ? latest.capture_ref : latest.authorization_ref;
    if (!resourceId) return;
    delivery = await m.paypal.webhook({ eventType: event as 'PAYMENT.CAPTURE.COMPLETED', resourceId, webhookId: m.paypalWebhookId }).catch(() => null);
  }
  if (!delivery) return;
  const path = `/api/v1/payments/${provider}/webhook`;
  for (let i = 0; i < times; i++) await m.h.request(path, { method: 'POST', headers: { ...delivery.headers, 'content-type': 'application/json' }, body: delivery.body });
}

/** The provider makes up its mind about something undecided (a redirect, a processing or pending payment); its webhook may be lost. */
export async function decide(m: MoneyStore, provider: Provider, id: string, outcome: 'authorized' | 'failed', all: boolean): Promise<void> {
  if (provider === 'stripe') {
    const intents = (await m.stripe.state({ checkout: id, calls: false })).intents;
    for (const pi of Object.values(intents)) {
      if (pi.metadata.checkout_id !== id || (pi.status !== 'requires_action' && pi.status !== 'processing')) continue;
      await m.stripe.resolve(pi.id, all && pi.status === 'processing' ? 'authorized' : outcome);
    }
    return;
  }
  for (const order of await m.paypal.orders(id)) {
    const unit = order.purchase_units?.[0];
    if (unit?.reference_id !== id) continue;
    for (const a of unit.payments?.authorizations ?? []) {
      if (a.status === 'PENDING') await m.paypal.webhook({ eventType: outcome === 'authorized' || all ? 'PAYMENT.AUTHORIZATION.CREATED' : 'PAYMENT.AUTHORIZATION.VOIDED', resourceId: a.id, webhookId: m.paypalWebhookId }).catch(() => undefined);
    }
    for (const c of unit.payments?.captures ?? []) {
      if (c.status === 'PENDING') await m.paypal.webhook({ eventType: outcome === 'authorized' || all ? 'PAYMENT.CAPTURE.COMPLETED' : 'PAYMENT.CAPTURE.DENIED', resourceId: c.id, webhookId: m.paypalWebhookId }).catch(() => undefined);
    }
  }
}

/** Outbox rows whose payment is not captured right now: an order on its way to the printer unpaid. */
async function handOffsBeforeCapture(m: MoneyStore): Promise<string[]> {
  const { results } = await m.h.db
    .prepare("SELECT f.lookup_number FROM fulfilment_outbox f JOIN orders o USING (lookup_number) JOIN payments p ON p.id = o.payment_id WHERE p.state NOT IN ('captured', 'refunded', 'refunding')")
    .all<{ lookup_number: string }>();
  return results.map((r) => r.lookup_number);
}
