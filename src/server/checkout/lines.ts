import { ApiError } from '../errors/api-error';
import { pricedSkus, type PricedSku } from '../catalog/queries';
import { stockedSkus, type StockEnv } from '../stock';
import type { LineItem } from '../../contract/checkout';

export interface PricedLine extends PricedSku {
  quantity: number;
  unitCents: number;
  totalCents: number;
}

/** Repeated skus become one line, so a quantity limit cannot be dodged by splitting it. */
export function mergeLines(items: LineItem[]): LineItem[] {
  const merged = new Map<string, number>();
  for (const item of items) merged.set(item.sku, (merged.get(item.sku) ?? 0) + item.quantity);
  return [...merged].map(([sku, quantity]) => ({ sku, quantity }));
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
    const pointer = `/lineItems/${index}`;
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
