import { MAX_LINE_QUANTITY, type CartLine } from './cart-cookie';
import { sizeInStock } from './listing-choice';
import type { ListingData } from './listing-data';

/**
 * The unavailable-items modal's offer (issue 19 item 6): for a line whose size is sold out or no longer
 * offered, the in-stock size of the same colour nearest to it in the size list (a tie goes to the
 * larger size: a garment a little big is worn, one too small is not). Null when the colour itself is
 * gone, private, pre-order only, or has no other size in stock.
 */
export interface SizeSwap {
  /** The line as it would be with the other size (the quantity kept, at most the stock). */
  line: CartLine;
  label: string;
  stock: number;
}

export function nearestSize(listing: ListingData, line: CartLine, currency?: string): SizeSwap | null {
  if (listing.visibility === 'private' || listing.checkoutFlow === 'preorder') return null;
  const variation = listing.products.find((p) => p.productId === line.productId)?.variations.find((v) => v.variationId === line.colorId);
  if (!variation || variation.visibility === 'private') return null;
  const from = variation.sizes.findIndex((s) => s.id === line.sizeId);
  if (from < 0) return null;
  // In stock as the listing page says it (the colour's inventory too), and priced: the server would refuse it unpriced.
  const offered = variation.sizes
    .map((size, index) => ({ size, index }))
    .filter(({ size, index }) => index !== from && sizeInStock(variation, size) && (!currency || typeof size.prices[currency] === 'number'));
  // Nearest first; a tie goes to the larger size.
  const size = offered.sort((a, b) => Math.abs(a.index - from) - Math.abs(b.index - from) || b.index - a.index)[0]?.size;
  if (!size) return null;
  const quantity = Math.max(1, Math.min(line.quantity, size.stock, MAX_LINE_QUANTITY));
  return { line: { ...line, sizeId: size.id, quantity }, label: size.label, stock: size.stock };
}
