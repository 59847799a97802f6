import { orderTotals, type OrderRow } from '../orders/queries';

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

export function fulfilmentPayload(storeSlug: string, o: OrderRow): FulfilmentOrder {
  const items = JSON.parse(o.items) as { teespringId: number; sizeId: number; quantity: number; unitPrice: number }[];
  return {
    storeSlug,
    orderNumber: o.order_number,
    lookupNumber: o.lookup_number,
    currency: o.currency,
    items: items.map((i) => ({ teespringId: i.teespringId, sizeId: i.sizeId, quantity: i.quantity, unitPrice: i.unitPrice })),
    shipping: { method: o.shipping_method, address: JSON.parse(o.address) as Record<string, unknown> },
    totals: orderTotals(o),
  };
}
