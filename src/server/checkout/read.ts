import type { StoreConfig } from '../config/schema';
import { CANCELLED_MESSAGE } from '../payments/messages';
import { UNPAID_CANCELLATIONS } from '../payments/queries';
import { costCheckout } from './costs';
import { priceLines, type PricedLine } from './lines';
import type { Checkout } from './model';
import { checkoutView, type CheckoutExtras } from './view';

interface OrderRef {
  lookup_number: string;
  order_number: string;
  unpaid: number;
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
 */
export async function checkoutAnswer(db: D1Database, config: StoreConfig, checkout: Checkout, now: Date, extras: CheckoutExtras = {}, pricedLines?: PricedLine[]) {
  const refs: D1PreparedStatement[] = [];
  // A caller that has just written the order and the payment (the submit) passes them in extras.
  const orderRead = (checkout.state === 'completed' || checkout.state === 'success') && extras.orderLookupNumber === undefined;
  if (orderRead) {
    refs.push(
      db
        .prepare(`SELECT o.lookup_number, o.order_number, c.reason IN ${UNPAID_CANCELLATIONS} AS unpaid FROM orders o LEFT JOIN order_cancellations c ON c.lookup_number = o.lookup_number WHERE o.checkout_id = ?1`)
        .bind(checkout.id),
    );
  }
  const paymentRead = checkout.paymentId !== null && extras.payment === undefined;
  if (paymentRead) refs.push(db.prepare('SELECT id, state, provider_ref, meta FROM payments WHERE id = ?1').bind(checkout.paymentId));
  const [lines, results] = await Promise.all([
    pricedLines ?? priceLines(db, checkout.lineItems, checkout.currency, false),
    refs.length ? db.batch<Record<string, unknown>>(refs) : Promise.resolve([]),
  ]);
  const order = orderRead ? ((results[0]?.results[0] as OrderRef | undefined) ?? null) : null;
  const payment = paymentRead ? ((results[orderRead ? 1 : 0]?.results[0] as PaymentRef | undefined) ?? null) : null;
  const priced = costCheckout(config, checkout, lines, now);
  // Its order cancelled because the money could never be taken: the page offers no thank-you, it says so.
  if (order?.unpaid) return checkoutView({ ...checkout, state: 'failure', error: CANCELLED_MESSAGE }, lines, priced, { orderLookupNumber: null, orderNumber: null, payment: null });
  return checkoutView(checkout, lines, priced, {
    orderLookupNumber: order?.lookup_number ?? null,
    orderNumber: order?.order_number ?? null,
    payment: payment ? { id: payment.id, state: payment.state, paymentToken: payment.provider_ref } : null,
    ...extras,
  });
}
