import type { StoreConfig } from '../config/schema';
import { costCheckout } from './costs';
import { priceLines } from './lines';
import type { Checkout } from './model';
import { checkoutView, type CheckoutExtras } from './view';

interface OrderRef {
  lookup_number: string;
  order_number: string;
}
interface PaymentRef {
  id: string;
  state: string;
  provider_ref: string | null;
  meta: string | null;
}

/** A checkout priced now, with its order and latest payment when it has them. */
export async function checkoutAnswer(db: D1Database, config: StoreConfig, checkout: Checkout, now: Date, extras: CheckoutExtras = {}) {
  const [lines, order, payment] = await Promise.all([
    priceLines(db, checkout.lineItems, checkout.currency, false),
    db.prepare('SELECT lookup_number, order_number FROM orders WHERE checkout_id = ?1').bind(checkout.id).first<OrderRef>(),
    checkout.paymentId
      ? db.prepare('SELECT id, state, provider_ref, meta FROM payments WHERE id = ?1').bind(checkout.paymentId).first<PaymentRef>()
      : Promise.resolve(null),
  ]);
  const priced = costCheckout(config, checkout, lines, now);
  return checkoutView(checkout, lines, priced, {
    orderLookupNumber: order?.lookup_number ?? null,
    orderNumber: order?.order_number ?? null,
    payment: payment ? { id: payment.id, state: payment.state, paymentToken: payment.provider_ref } : null,
    ...extras,
  });
}
