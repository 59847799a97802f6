/**
 * The quantity control (browsing spec 5, decisions 17): a dropdown of 1 to 10 whose last item, 10+,
 * switches to free entry of at most 99; never more than the stock left.
 */
export const DROPDOWN_MAX = 10;
/** The free entry's ceiling: the cart's own line cap (MAX_LINE_QUANTITY of cart-cookie.ts, checked by a unit test). Not imported, so the cart code stays out of the listing page's first load. */
export const FREE_ENTRY_MAX = 99;

export interface QuantityOption {
  value: number;
  label: string;
  /** The 10+ item: choosing it switches to free entry. */
  freeEntry: boolean;
}

/** The most that may be chosen for a size with `stock` left (at least 1, so the control never empties). */
export const quantityLimit = (stock: number): number => Math.max(1, Math.min(FREE_ENTRY_MAX, Math.floor(stock)));

export function quantityOptions(stock: number): QuantityOption[] {
  const last = Math.min(DROPDOWN_MAX, quantityLimit(stock));
  return Array.from({ length: last }, (_, i) => {
    const value = i + 1;
    const freeEntry = value === DROPDOWN_MAX;
    return { value, label: freeEntry ? `${DROPDOWN_MAX}+` : String(value), freeEntry };
  });
}

/** A typed or chosen quantity made valid: whole, at least 1, at most the limit for the stock. */
export function clampQuantity(raw: string | number, stock: number): number {
  const value = typeof raw === 'number' ? raw : Number.parseInt(raw.trim(), 10);
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(quantityLimit(stock), Math.floor(value));
}
