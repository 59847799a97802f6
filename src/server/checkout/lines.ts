import { ApiError } from '../errors/api-error';
import { pricedSkus, type PricedSku } from '../catalog/queries';
import { stockedSkus, type StockEnv } from '../stock';
import type { LineItem } from '../../contract/checkout';

export interface PricedLine extends PricedSku {
  quantity: number;
  unitCents: number;
  totalCents: number;
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
