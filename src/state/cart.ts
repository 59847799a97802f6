import { atom, computed } from 'nanostores';
import {
  addLine,
  cartCookieName,
  countLabel,
  decodeCart,
  EMPTY_CART,
  encodeCart,
  itemCount,
  regionChanged,
  removeLines,
  setLineQuantity,
  type AddResult,
  type Cart,
  type CartLine,
} from '../lib/cart-cookie';
import { cookieString, cookieValue } from '../lib/cookies';
import { storeContext } from '../islands/shared/store-context';
import { $localization } from './localization';

/**
 * The shopper's cart (browsing spec 3): one store, persisted in the cookie `cart_{storeSlug}` (30 days,
 * whole site) so it survives reloads and is shared by tabs. Other tabs hear about a change through a
 * BroadcastChannel and re-read the cookie; a tab coming back into view re-reads it too.
 */
export const $cart = atom<Cart>(EMPTY_CART);
export const $cartCount = computed($cart, itemCount);
export const $cartCountLabel = computed($cartCount, countLabel);

const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
let channel: BroadcastChannel | null = null;
let started = false;

function cookieName(): string {
  return cartCookieName(storeContext().slug);
}

function readCookie(): Cart {
  return decodeCart(cookieValue(document.cookie, cookieName()));
}

function writeCookie(cart: Cart): void {
  const secure = location.protocol === 'https:';
  document.cookie = cart.lines.length
    ? cookieString(cookieName(), encodeCart(cart), { maxAge: MAX_AGE_SECONDS, secure })
    : cookieString(cookieName(), '', { maxAge: 0, secure });
}

/** Loads the cart from the cookie and keeps tabs in step; safe to call from every island. */
export function startCart(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  $cart.set(readCookie());
  if ('BroadcastChannel' in window) {
    channel = new BroadcastChannel(cookieName());
    // The message carries the cart itself: another tab's cookie write may not be visible here yet.
    channel.onmessage = (event: MessageEvent) => $cart.set(typeof event.data === 'string' ? decodeCart(event.data) : readCookie());
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') $cart.set(readCookie());
  });
  window.addEventListener('pageshow', () => $cart.set(readCookie()));
}

function save(cart: Cart): void {
  $cart.set(cart);
  if (typeof document === 'undefined') return;
  writeCookie(cart);
  channel?.postMessage(encodeCart(cart));
}

/** Adds to the line with the same sku (or a new line); `limit` is the stock left for that size. */
export function addToCart(line: CartLine, limit?: number): AddResult {
  startCart();
  const result = addLine(readCookie(), line, $localization.get().region, limit);
  if (result.ok) save(result.cart);
  return result;
}

/** Puts `line` in place of the line `sku` in one change (the unavailable-items modal's other size). */
export function replaceInCart(sku: string, line: CartLine, limit?: number): AddResult {
  startCart();
  const result = addLine(removeLines(readCookie(), [sku]), line, $localization.get().region, limit);
  if (result.ok) save(result.cart);
  return result;
}

export function setQuantity(sku: string, quantity: number): void {
  startCart();
  save(setLineQuantity(readCookie(), sku, quantity));
}

export function removeFromCart(skus: readonly string[]): void {
  startCart();
  save(removeLines(readCookie(), skus));
}

export function clearCart(): void {
  save(EMPTY_CART);
}

/** Called by the Preferences modal when the buyer region changes: the cart becomes MIXED. */
export function markRegionChange(region: string): void {
  startCart();
  save(regionChanged(readCookie(), region));
}
