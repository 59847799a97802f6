import { arrivalText } from '../../lib/delivery-quote';
import type { FulfilmentDetails } from '../fulfilment/tracking';

/** A row of the orders table, as every reader of it gets it. */
export interface OrderRow {
  order_number: string;
  lookup_number: string;
  checkout_id: string;
  email: string;
  first_name: string;
  status: string;
  shipping_method: string;
  currency: string;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  discount_cents: number;
  total_cents: number;
  arrival_early: string;
  arrival_late: string;
  items: string;
  /** The shipping address as JSON; never part of the shopper-facing view. */
  address: string;
  created_at: string;
  updated_at: string;
}

/** The order's amounts in cents, as the platform's hand-off and the seller's list carry them. */
export function orderTotals(r: OrderRow) {
  return { subtotal: r.subtotal_cents, shipping: r.shipping_cents, tax: r.tax_cents, discount: r.discount_cents, total: r.total_cents };
}

/** An order line as finalizeOrder stores it. */
interface StoredItem {
  sku: string;
  title: string;
  color: string | null;
  size: string | null;
  quantity: number;
  unitPrice: number;
}

/**
 * The order as the thank-you and tracking pages read it (spec section 3); no address or e-mail. Status,
 * shipments and status dates come from the platform's events (src/server/fulfilment).
 */
export function orderView(r: OrderRow, details: FulfilmentDetails = { shipments: [], statusHistory: [] }) {
  return {
    orderNumber: r.order_number,
    lookupNumber: r.lookup_number,
    status: r.status,
    shippingMethod: r.shipping_method,
    created: r.created_at,
    updated: r.updated_at,
    totalCost: { amount: r.total_cents, currency: r.currency },
    costs: { lineItems: r.subtotal_cents, shipping: r.shipping_cents, tax: r.tax_cents, discount: r.discount_cents, total: r.total_cents },
    // Only what the pages show: the row also keeps the platform's ids and the restock flag, which a
    // lookup number alone must not hand out.
    items: (JSON.parse(r.items) as StoredItem[]).map(({ sku, title, color, size, quantity, unitPrice }) => ({ sku, title, color, size, quantity, unitPrice })),
    shipments: details.shipments,
    dates: { paid: r.created_at, ...Object.fromEntries(details.statusHistory.map((h) => [h.status, h.at])) } as Record<string, string>,
    arrivalEstimate: arrivalText(r.arrival_early, r.arrival_late),
    deliveryEstimates: { early: r.arrival_early, late: r.arrival_late },
  };
}
export type OrderView = ReturnType<typeof orderView>;

/**
 * Where the order goes, for the thank-you page only (its checkout's owner, GET /v1/orders?cartId):
 * the tracking answers, which a lookup number alone opens, never carry it. No phone.
 */
export function shipToOf(r: OrderRow) {
  const a = JSON.parse(r.address) as Record<string, unknown>;
  const text = (key: string) => (typeof a[key] === 'string' && a[key] !== '' ? (a[key] as string) : null);
  return { name: text('name') ?? '', address1: text('address1') ?? '', address2: text('address2'), city: text('city') ?? '', state: text('state'), zip: text('zip'), country: text('country') ?? '' };
}

export function orderByCheckout(db: D1Database, checkoutId: string) {
  return db.prepare('SELECT * FROM orders WHERE checkout_id = ?1').bind(checkoutId).first<OrderRow>();
}

export function orderByLookup(db: D1Database, lookupNumber: string) {
  return db.prepare('SELECT * FROM orders WHERE lookup_number = ?1').bind(lookupNumber).first<OrderRow>();
}

export function orderByNumberAndEmail(db: D1Database, orderNumber: string, email: string) {
  return db.prepare('SELECT * FROM orders WHERE order_number = ?1 AND email = ?2').bind(orderNumber, email).first<OrderRow>();
}
