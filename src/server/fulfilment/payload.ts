/** The platform's order shape (decisions 26); amounts in cents. */
export interface FulfilmentOrder {
  storeSlug: string;
  orderNumber: string;
  lookupNumber: string;
  currency: string;
  items: { teespringId: number; sizeId: number; quantity: number; unitPrice: number }[];
  shipping: { method: string; address: Record<string, unknown> };
  totals: { subtotal: number; shipping: number; tax: number; discount: number; total: number };
}

export interface OrderForFulfilment {
  order_number: string;
  lookup_number: string;
  shipping_method: string;
  currency: string;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  discount_cents: number;
  total_cents: number;
  items: string;
  address: string;
}

export function orderForFulfilment(db: D1Database, lookupNumber: string) {
  return db.prepare('SELECT * FROM orders WHERE lookup_number = ?1').bind(lookupNumber).first<OrderForFulfilment>();
}

export function fulfilmentPayload(storeSlug: string, o: OrderForFulfilment): FulfilmentOrder {
  const items = JSON.parse(o.items) as { teespringId: number; sizeId: number; quantity: number; unitPrice: number }[];
  return {
    storeSlug,
    orderNumber: o.order_number,
    lookupNumber: o.lookup_number,
    currency: o.currency,
    items: items.map((i) => ({ teespringId: i.teespringId, sizeId: i.sizeId, quantity: i.quantity, unitPrice: i.unitPrice })),
    shipping: { method: o.shipping_method, address: JSON.parse(o.address) as Record<string, unknown> },
    totals: { subtotal: o.subtotal_cents, shipping: o.shipping_cents, tax: o.tax_cents, discount: o.discount_cents, total: o.total_cents },
  };
}
