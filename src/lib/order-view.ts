import { orderSchema, type Order } from '../contract/orders';
import type { AnalyticsItem } from './analytics';

/**
 * The order as the thank-you and tracking pages show it; its shape is the API's (src/contract/orders.ts).
 */
export type { Order } from '../contract/orders';

/** The `data` of the API's order answer, or null when it is not an order. */
export function parseOrder(data: unknown): Order | null {
  const parsed = orderSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The statuses in the order they happen; cancelled stands apart (docs/decisions.md "Fulfilment"). */
export const STATUS_STEPS = ['paid', 'in_production', 'shipped', 'delivered'] as const;
export const KNOWN_STATUSES = [...STATUS_STEPS, 'cancelled'] as const;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];
export const isKnownStatus = (s: string): s is KnownStatus => (KNOWN_STATUSES as readonly string[]).includes(s);

export const SHIPPING_METHODS = ['standard', 'rush', 'super_rush'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
export const isShippingMethod = (m: string): m is ShippingMethod => (SHIPPING_METHODS as readonly string[]).includes(m);

/** Each step of the progress list, done or not, with the date the platform reported for it. */
export function progressOf(order: Pick<Order, 'status' | 'dates'>): { status: (typeof STATUS_STEPS)[number]; done: boolean; at: string | null }[] {
  const reached = STATUS_STEPS.indexOf(order.status as (typeof STATUS_STEPS)[number]);
  return STATUS_STEPS.map((status, i) => ({ status, done: order.status !== 'cancelled' && i <= reached, at: order.dates[status] ?? null }));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date ("2026-11-27") or timestamp in the shopper's locale; dates are UTC days. */
export function formatDay(value: string, locale: string): string {
  const date = ISO_DATE.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric', ...(ISO_DATE.test(value) ? { timeZone: 'UTC' } : {}) };
  try {
    return new Intl.DateTimeFormat(locale, options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(date);
  }
}

/** The arrival range in the shopper's locale ("Nov 27, 2026 – Dec 2, 2026"), one date when both agree. */
export function formatArrival(early: string, late: string, locale: string): string {
  return early === late ? formatDay(early, locale) : `${formatDay(early, locale)} – ${formatDay(late, locale)}`;
}

/**
 * The thank-you page's `arrivalEstimate` parameter: a date or "date/date" range is shown in the
 * shopper's locale; any other text (the API's own "Nov 27 – Dec 2") is shown as sent, shortened.
 */
export function arrivalFromParam(value: string | null, locale: string): string | null {
  if (!value) return null;
  const range = value.split(/\s*(?:\/|\.\.)\s*/);
  if (range.length <= 2 && range.every((d) => ISO_DATE.test(d))) return formatArrival(range[0]!, range[range.length - 1]!, locale);
  return value.slice(0, 80);
}

/** The tracking page of an order (decisions 14). */
export const trackOrderPath = (lookupNumber: string): string => `/track/order/${lookupNumber}/`;

/** The lookup number in /track/order/{lookupNumber}[/], or null. */
export function lookupFromPath(pathname: string): string | null {
  const match = /^\/track\/order\/([0-9a-f]{32})\/?$/.exec(pathname);
  return match ? match[1]! : null;
}

/** The cart (checkout) id in /checkout-complete/{cartId}[/], or null. */
export function cartIdFromPath(pathname: string): string | null {
  const match = /^\/checkout-complete\/([0-9a-f-]{36})\/?$/.exec(pathname);
  return match ? match[1]! : null;
}

/** The order as GA4's purchase event carries it (no personal data: decisions 23). */
export function purchaseEvent(order: Order): { currency: string; value: number; transaction_id: string; shipping: number; tax: number; items: AnalyticsItem[] } {
  const units = (cents: number) => Math.round(cents) / 100;
  return {
    currency: order.totalCost.currency,
    value: units(order.totalCost.amount),
    transaction_id: order.orderNumber,
    shipping: units(order.costs.shipping),
    tax: units(order.costs.tax),
    items: order.items.map((item) => ({
      item_id: item.sku,
      item_name: item.title,
      ...(item.color || item.size ? { item_variant: [item.color, item.size].filter(Boolean).join(' / ') } : {}),
      price: units(item.unitPrice),
      quantity: item.quantity,
    })),
  };
}
