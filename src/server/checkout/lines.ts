import { ApiError } from '../errors/api-error';
import { pricedSkus, type PricedSku } from '../catalog/queries';
import { stockedSkus, type StockEnv } from '../stock';
import type { LineItem } from '../../contract/checkout';

/** Why a stored line can no longer be bought, in the cart check's words (POST /api/v1/cart/validate's `reason`). */
export type LineUnavailable = 'unavailable' | 'preorder_only' | 'out_of_stock';

export interface PricedLine extends PricedSku {
  quantity: number;
  unitCents: number;
  totalCents: number;
  /** Only on a line readLines kept although the catalog no longer sells it: it counts nothing. */
  unavailable?: LineUnavailable;
}

/** Where a merged line first was in the request, so an error about it points at the shopper's own line. */
const requestIndex = new WeakMap<LineItem, number>();

/**
 * Repeated skus become one line, so a quantity limit cannot be dodged by splitting it. Each merged line
 * remembers its sku's first index in the request (outside the line, so the stored lines stay { sku,
 * quantity }): priceLines' errors point there, not at the merged list's index.
 */
export function mergeLines(items: LineItem[]): LineItem[] {
  const merged = new Map<string, { line: LineItem; first: number }>();
  items.forEach((item, index) => {
    const seen = merged.get(item.sku);
    if (seen) seen.line.quantity += item.quantity;
    else merged.set(item.sku, { line: { sku: item.sku, quantity: item.quantity }, first: index });
  });
  return [...merged.values()].map(({ line, first }) => {
    requestIndex.set(line, first);
    return line;
  });
}

/**
 * Prices a checkout's lines from D1 in its currency. Every problem is the shopper's cart, so a 4xx
 * naming the line: unknown or withdrawn sku, no price in this currency, pre-order only, too few in stock.
 */
export async function priceLines(env: StockEnv, items: LineItem[], currency: string, checkStock?: boolean): Promise<PricedLine[]>;
/** Pricing alone (no stock check) needs only D1; checking stock needs the stock interface's bindings. */
export async function priceLines(db: D1Database, items: LineItem[], currency: string, checkStock: false): Promise<PricedLine[]>;
export async function priceLines(from: StockEnv | D1Database, items: LineItem[], currency: string, checkStock = true): Promise<PricedLine[]> {
  const asked = items.map((i) => i.sku);
  const skus = 'DB' in from ? await stockedSkus(from, asked, currency) : await pricedSkus(from, asked, currency);
  return items.map((item, index) => {
    const pointer = `/lineItems/${requestIndex.get(item) ?? index}`;
    const row = skus.get(item.sku);
    if (!row || !row.buyable) throw new ApiError(422, 'unknown_sku', `The item ${item.sku} is not available in this store.`, `${pointer}/sku`);
    if (row.checkoutFlow === 'preorder') throw new ApiError(422, 'preorder_only', `${row.title} can only be pre-ordered.`, `${pointer}/sku`);
    if (row.unitCents === null) throw new ApiError(422, 'not_sold_in_currency', `${row.title} is not sold in ${currency}.`, `${pointer}/sku`);
    if (item.quantity > 99) throw new ApiError(422, 'invalid_field', 'Quantity must be at most 99', `${pointer}/quantity`);
    if (checkStock && item.quantity > row.stock) {
      const detail = row.stock === 0 ? `${row.title} (${row.color}, ${row.sizeLabel}) is out of stock.` : `Only ${row.stock} of ${row.title} (${row.color}, ${row.sizeLabel}) left in stock.`;
      throw new ApiError(409, 'out_of_stock', detail, `${pointer}/quantity`);
    }
    return { ...row, quantity: item.quantity, unitCents: row.unitCents, totalCents: row.unitCents * item.quantity };
  });
}

/** A sku D1 no longer has at all (a re-import dropped its row): only what the checkout itself knows. */
function goneSku(sku: string): PricedSku {
  return {
    sku, listingId: 0, productId: 0, title: sku, productType: '', color: '', sizeLabel: '', image: null, teespringId: 0, sizeId: 0, listingSlug: '',
    deliveryType: 'physical', buyable: false, checkoutFlow: 'default', unitCents: null, stock: 0, stockSource: 'catalog',
  };
}

/**
 * A stored checkout's lines for reading it back: priceLines without the stock check, except that a line
 * the catalog no longer sells (withdrawn by a re-import, private, pre-order only, no price in the
 * currency) is kept, marked `unavailable` with the cart check's reason, and counts nothing (total 0; its
 * last known unit price, or 0). Reading the checkout never fails on the catalog; creating, submitting,
 * initiating a payment and new lines still go through priceLines, which refuses such a line.
 */
export async function readLines(db: D1Database, items: LineItem[], currency: string): Promise<PricedLine[]> {
  const skus = await pricedSkus(db, items.map((i) => i.sku), currency);
  return items.map((item) => {
    const row = skus.get(item.sku);
    const unavailable: LineUnavailable | undefined = !row || !row.buyable ? 'unavailable' : row.checkoutFlow === 'preorder' ? 'preorder_only' : row.unitCents === null ? 'out_of_stock' : undefined;
    if (row && row.unitCents !== null && !unavailable) return { ...row, quantity: item.quantity, unitCents: row.unitCents, totalCents: row.unitCents * item.quantity };
    return { ...(row ?? goneSku(item.sku)), quantity: item.quantity, unitCents: row?.unitCents ?? 0, totalCents: 0, unavailable: unavailable ?? 'unavailable' };
  });
}

/** One line of an order as finalizeOrder stored it (orders.items). */
export interface OrderedItem {
  sku: string;
  teespringId: number;
  sizeId: number;
  title: string;
  color: string;
  size: string;
  quantity: number;
  unitPrice: number;
}

/**
 * A completed checkout's lines as its order recorded them (what was bought, at the price paid), with the
 * catalog's picture and product type where D1 still has the sku. Never unavailable: they were bought.
 */
export function orderedLines(items: OrderedItem[], catalog: PricedLine[]): PricedLine[] {
  const known = new Map(catalog.map((l) => [l.sku, l]));
  return items.map((item) => {
    const { unavailable: _unavailable, ...base } = known.get(item.sku) ?? { ...goneSku(item.sku), quantity: 0, unitCents: 0, totalCents: 0 };
    return {
      ...base,
      teespringId: item.teespringId,
      sizeId: item.sizeId,
      title: item.title,
      color: item.color,
      sizeLabel: item.size,
      quantity: item.quantity,
      unitCents: item.unitPrice,
      totalCents: item.unitPrice * item.quantity,
    };
  });
}
