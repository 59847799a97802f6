import type { Costs } from '../checkout/costs';
import type { PricedLine } from '../checkout/lines';
import type { Checkout } from '../checkout/model';
import type { Quote } from '../../lib/delivery-quote';
import { newLookupNumber, newOrderNumber } from './number';

export type FinalizeResult =
  | ({ ok: true; created: true } & MadeOrder)
  | { ok: true; created: false }
  | { ok: false; reason: 'out_of_stock' | 'payment_closed' };

export interface NewOrder {
  orderNumber: string;
  lookupNumber: string;
}

/** An order the batch made, with the version it left the checkout at (what an answer would read back). */
export type MadeOrder = NewOrder & { checkoutVersion: number };

/**
 * Turns a paid checkout into its one order, in one D1 batch (one transaction): the order row, a stock
 * decrement per line, the checkout to completed (decisions 12), and whatever the caller adds for the new
 * order (the payment's record of the authorization, the confirmation mail). Stock's CHECK (quantity >= 0)
 * fails the whole batch when any line would go below zero; the UNIQUE checkout_id when another request
 * already made the order; the orders_need_open_payment trigger when the ledger has given the payment up.
 * The fulfilment hand-off is not here: an order reaches the outbox only once its payment is captured.
 */
export async function finalizeOrder(
  db: D1Database,
  input: { checkout: Checkout; lines: PricedLine[]; costs: Costs; quote: Quote; paymentId: string; sandbox: boolean; also?: (order: NewOrder) => D1PreparedStatement[] },
): Promise<FinalizeResult> {
  const { checkout, lines, costs, quote } = input;
  const customer = checkout.customer;
  if (!customer) throw new Error('finalize without a customer');
  const order: NewOrder = { orderNumber: newOrderNumber(), lookupNumber: newLookupNumber() };
  const items = lines.map((l) => ({ sku: l.sku, teespringId: l.teespringId, sizeId: l.sizeId, title: l.title, color: l.color, size: l.sizeLabel, quantity: l.quantity, unitPrice: l.unitCents, restock: l.stockSource !== 'availability' }));
  const stocked = lines.filter((l) => l.stockSource !== 'availability');
  const statements = [
    db
      .prepare(
        `INSERT INTO orders (order_number, lookup_number, checkout_id, payment_id, email, first_name, shipping_method, currency,
           subtotal_cents, shipping_cents, tax_cents, discount_cents, total_cents, arrival_early, arrival_late, items, address, sandbox)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)`,
      )
      .bind(
        order.orderNumber, order.lookupNumber, checkout.id, input.paymentId, customer.email, customer.firstName, quote.name, checkout.currency,
        costs.itemsCents, costs.shippingCents, costs.taxCents, costs.discountCents, costs.totalCents, quote.early, quote.late,
        JSON.stringify(items), JSON.stringify({ name: `${customer.firstName} ${customer.lastName}`, phone: customer.phone, ...customer.address }), input.sandbox ? 1 : 0,
      ),
    // The availability service counts its own products (src/server/stock): D1 holds no count of theirs to take from.
    ...stocked.map((l) => db.prepare('UPDATE stock SET quantity = quantity - ?2 WHERE sku = ?1').bind(l.sku, l.quantity)),
    db.prepare(`UPDATE checkouts SET state = 'completed', payment_id = ?2, error = NULL, version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1 RETURNING version`).bind(checkout.id, input.paymentId),
    ...(input.also?.(order) ?? []),
  ];
  // Where the checkout's new version comes back: the order, then one statement per line with D1 stock.
  const completedAt = 1 + stocked.length;
  try {
    const results = await db.batch<{ version: number }>(statements);
    return { ok: true, created: true, ...order, checkoutVersion: Number(results[completedAt]?.results[0]?.version) };
  } catch (err) {
    const message = err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? '')}` : String(err);
    if (/UNIQUE constraint failed: orders\.(checkout_id|order_number|lookup_number)/.test(message)) {
      const existing = await db.prepare('SELECT 1 AS one FROM orders WHERE checkout_id = ?1').bind(checkout.id).first();
      if (existing) return { ok: true, created: false };
      throw err; // an order-number collision: vanishingly rare, the submit can simply be retried
    }
    if (/CHECK constraint failed/.test(message)) return { ok: false, reason: 'out_of_stock' };
    if (/payment_closed/.test(message)) return { ok: false, reason: 'payment_closed' };
    throw err;
  }
}
