import type { StoreConfig } from '../config/schema';
import { CANCELLED_MESSAGE } from '../payments/messages';
import { UNPAID_CANCELLATIONS } from '../payments/queries';
import { costCheckout } from './costs';
import { orderedLines, readLines, type OrderedItem, type PricedLine } from './lines';
import type { Checkout } from './model';
import { checkoutView, type CheckoutExtras } from './view';

interface OrderRef {
  lookup_number: string;
  order_number: string;
  unpaid: number;
  items: string;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  discount_cents: number;
  total_cents: number;
}
interface PaymentRef {
  id: string;
  state: string;
  provider_ref: string | null;
  meta: string | null;
}

/**
 * A checkout priced now, with its order and latest payment when it has them. Every D1 round trip
 * counts on the checkout routes (docs/benchmarks.md, "API load"): lines a caller has just priced are
 * passed in, an order is looked up only for a completed checkout (finalizeOrder writes both in one
 * batch), and the order and payment come in one batch.
 * The answer never fails on the live catalog (a re-import may withdraw an item at any time): a completed
 * checkout shows its order's items and amounts, what was paid; an open one reads its lines with readLines,
 * a line no longer sold marked unavailable and left out of the amounts.
 */
export async function checkoutAnswer(db: D1Database, config: StoreConfig, checkout: Checkout, now: Date, extras: CheckoutExtras = {}, pricedLines?: PricedLine[]) {
  const refs: D1PreparedStatement[] = [];
  // A caller that has just written the order and the payment (the submit) passes them in extras.
  const orderRead = (checkout.state === 'completed' || checkout.state === 'success') && extras.orderLookupNumber === undefined;
  if (orderRead) {
    refs.push(
      db
        .prepare(`SELECT o.lookup_number, o.order_number, c.reason IN ${UNPAID_CANCELLATIONS} AS unpaid, o.items, o.subtotal_cents, o.shipping_cents, o.tax_cents, o.discount_cents, o.total_cents FROM orders o LEFT JOIN order_cancellations c ON c.lookup_number = o.lookup_number WHERE o.checkout_id = ?1`)
        .bind(checkout.id),
    );
  }
  const paymentRead = checkout.paymentId !== null && extras.payment === undefined;
  if (paymentRead) refs.push(db.prepare('SELECT id, state, provider_ref, meta FROM payments WHERE id = ?1').bind(checkout.paymentId));
  const [read, results] = await Promise.all([
    pricedLines ?? readLines(db, checkout.lineItems, checkout.currency),
    refs.length ? db.batch<Record<string, unknown>>(refs) : Promise.resolve([]),
  ]);
  const order = orderRead ? ((results[0]?.results[0] as OrderRef | undefined) ?? null) : null;
  const payment = paymentRead ? ((results[orderRead ? 1 : 0]?.results[0] as PaymentRef | undefined) ?? null) : null;
  const items = order ? storedItems(order.items) : null;
  const lines = items ? orderedLines(items, read) : read;
  const costed = costCheckout(config, checkout, lines.filter((l) => !l.unavailable), now);
  // What the order recorded is what was paid, whatever the catalog or the store's tables say now.
  const priced = order && items ? { ...costed, costs: { ...costed.costs, itemsCents: order.subtotal_cents, shippingCents: order.shipping_cents, taxCents: order.tax_cents, discountCents: order.discount_cents, totalCents: order.total_cents } } : costed;
  // Its order cancelled because the money could never be taken: the page offers no thank-you, it says so.
  if (order?.unpaid) return checkoutView({ ...checkout, state: 'failure', error: CANCELLED_MESSAGE }, lines, priced, { orderLookupNumber: null, orderNumber: null, payment: null });
  return checkoutView(checkout, lines, priced, {
    orderLookupNumber: order?.lookup_number ?? null,
    orderNumber: order?.order_number ?? null,
    payment: payment ? { id: payment.id, state: payment.state, paymentToken: payment.provider_ref } : null,
    ...extras,
  });
}

/** The order's stored lines (finalizeOrder's JSON), or null when they cannot be read (the catalog's then). */
function storedItems(json: string): OrderedItem[] | null {
  try {
    const items: unknown = JSON.parse(json);
    return Array.isArray(items) && items.length > 0 ? (items as OrderedItem[]) : null;
  } catch {
    return null;
  }
}
