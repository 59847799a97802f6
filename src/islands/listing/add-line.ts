import { lineSku, MAX_LINE_QUANTITY, type CartLine } from '../../lib/cart-cookie';
import { $cart, addToCart, startCart } from '../../state/cart';

/**
 * Adds the chosen line to the cart (to the line with the same sku, never past the stock left) and says
 * how many were added: 0 when the stock left is already in the cart, null when the cart is full.
 * Loaded on the first Add to cart, like the confirmation modal.
 */
export function addChosenLine(line: CartLine, stock: number): number | null {
  startCart(); // reads the cookie the first time, so `before` counts what other pages and tabs added
  const before = $cart.get().lines.find((l) => lineSku(l) === lineSku(line))?.quantity ?? 0;
  const result = addToCart(line, stock);
  return result.ok ? result.quantity - before : null;
}

/**
 * Why nothing more was added: the stock left is all in the cart, or the line holds the most one line
 * may (decisions 17), when there is more stock than that; with the count to say.
 */
export function nothingAddedBecause(stock: number): { reason: 'allInCart' | 'lineMax'; count: number } {
  return stock > MAX_LINE_QUANTITY ? { reason: 'lineMax', count: MAX_LINE_QUANTITY } : { reason: 'allInCart', count: stock };
}
