import type { MoneyStore } from '../money';
import type { Provider } from './scenario';
import type { RunRecord } from './run';

interface Row {
  id: string;
  state: string;
  amount_cents: number;
  currency: string;
  provider_ref: string | null;
}
interface OrderRow {
  lookup_number: string;
  payment_id: string;
  status: string;
  total_cents: number;
  currency: string;
  items: string;
}

/**
 * The ledger's promises after a run and the reconciler's final passes (issue 16, point 8). Answers every
 * broken promise in words, so a failing case says what went wrong, not only that something did.
 */
export async function brokenPromises(m: MoneyStore, provider: Provider, run: RunRecord): Promise<string[]> {
  const db = m.h.db;
  const broken: string[] = [...run.earlyHandOffs.map((l) => `order ${l} reached the fulfilment outbox before its payment was captured`)];
  const payments = (await db.prepare('SELECT id, state, amount_cents, currency, provider_ref FROM payments WHERE checkout_id = ?1').bind(run.checkoutId).all<Row>()).results;
  const orders = (await db.prepare('SELECT lookup_number, payment_id, status, total_cents, currency, items FROM orders WHERE checkout_id = ?1').bind(run.checkoutId).all<OrderRow>()).results;
  const live = orders.filter((o) => o.status !== 'cancelled');
  if (orders.length > 1) broken.push(`${orders.length} orders for one checkout`);
  for (const p of payments) {
    const ordered = orders.filter((o) => o.payment_id === p.id);
    if (p.state === 'captured' && ordered.filter((o) => o.status !== 'cancelled').length !== 1) broken.push(`captured payment ${p.id} has ${ordered.length} live orders`);
    if (['processing', 'authorized', 'voiding', 'refunding'].includes(p.state)) broken.push(`payment ${p.id} left ${p.state} after the reconciler ran`);
  }
  for (const o of live) {
    const p = payments.find((x) => x.id === o.payment_id);
    if (!p || (p.state !== 'captured' && p.state !== 'pending')) broken.push(`order ${o.lookup_number} has payment in state ${p?.state ?? 'none'}`);
    else if (p.amount_cents !== o.total_cents || p.currency !== o.currency) broken.push(`order ${o.lookup_number} costs ${o.total_cents} ${o.currency}, its payment ${p.amount_cents} ${p.currency}`);
    const others = payments.filter((x) => x.id !== o.payment_id && ['captured', 'authorized', 'pending'].includes(x.state));
    if (others.length) broken.push(`another payment of the ordered checkout still holds money: ${others.map((x) => `${x.id} ${x.state}`).join(', ')}`);
  }
  const ordered = live.reduce((n, o) => n + (JSON.parse(o.items) as { quantity: number }[]).reduce((q, i) => q + i.quantity, 0), 0);
  const stock = (await db.prepare('SELECT quantity FROM stock WHERE sku = ?1').bind(run.sku).first<{ quantity: number }>())!.quantity;
  if (stock !== run.stockBefore - run.takenByOthers - ordered) broken.push(`stock ${stock}, expected ${run.stockBefore} - ${run.takenByOthers} taken by others - ${ordered} ordered`);
  broken.push(...(await heldWithoutOrder(m, provider, run.checkoutId, payments, live)));
  return broken;
}

/** Money the provider holds or took for this checkout that no live order uses (after everything settled). */
async function heldWithoutOrder(m: MoneyStore, provider: Provider, checkoutId: string, payments: Row[], live: OrderRow[]): Promise<string[]> {
  const backing = new Set(live.map((o) => payments.find((p) => p.id === o.payment_id)?.provider_ref));
  const broken: string[] = [];
  if (provider === 'stripe') {
    for (const pi of Object.values((await m.stripe.state({ checkout: checkoutId, calls: false })).intents)) {
      if (pi.metadata.checkout_id !== checkoutId) continue;
      if (pi.status === 'requires_capture') broken.push(`Stripe holds ${pi.id} authorized with no order taking it`);
      const refunded = typeof pi.latest_charge === 'object' && pi.latest_charge?.refunded;
      if (pi.status === 'succeeded' && !backing.has(pi.id) && !refunded) broken.push(`Stripe captured ${pi.id} for no live order`);
    }
    return broken;
  }
  for (const order of await m.paypal.orders(checkoutId)) {
    const unit = order.purchase_units?.[0];
    if (unit?.reference_id !== checkoutId) continue;
    if ((unit.payments?.authorizations ?? []).some((a: { status: string }) => a.status === 'CREATED')) broken.push(`PayPal holds an authorization of ${order.id} with no capture or void`);
    const captured = (unit.payments?.captures ?? []).some((c: { status: string }) => c.status === 'COMPLETED' || c.status === 'PENDING');
    if (captured && !backing.has(order.id)) broken.push(`PayPal captured ${order.id} for no live order`);
  }
  return broken;
}
