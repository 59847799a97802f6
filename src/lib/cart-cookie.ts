import { parseSku, skuOf } from './sku';

/**
 * The cart as it lives in the shopper's cookie (browsing spec 3): ids and quantities only, never
 * display data, so a realistic cart stays far under the 4 KB cookie limit. Titles, images and prices
 * come from the listing's bucket file (src/lib/listing-buckets.ts) when the cart is shown.
 *
 * Encoding (version 1), cookie-safe without escaping except the region:
 *   1~{region}~{slug}.{itemGroupId}_{variationId}_{sizeId}.{productId}.{quantity}~...
 * Anything that does not parse (a missing, malformed, foreign or oversized cookie) decodes to an
 * empty cart; a single bad line is dropped and the rest kept.
 */
export const MAX_LINE_QUANTITY = 99; // decisions 17: free entry up to 99, never more than stock
export const MAX_LINES = 50;
/** Browsers cap a cookie (name + value) at 4,096 bytes; leave room for the name and attributes. */
export const MAX_COOKIE_VALUE_BYTES = 3_800;
export const MIXED_REGION = 'MIXED';

/** A listing slug a cart line can carry (the cookie separates with "." and "~"): the build refuses others. */
export const CART_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,127}$/;
const slugPattern = CART_SLUG_PATTERN;

export interface CartLine {
  slug: string;
  productId: number;
  itemGroupId: number;
  colorId: number;
  sizeId: number;
  quantity: number;
}

export interface Cart {
  /** The buyer region the lines were added in, MIXED after a region change, null while empty. */
  region: string | null;
  lines: CartLine[];
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * A line checked field by field, or null. Hand-written rather than a zod schema: this module is in
 * every island's bundle, and zod alone would weigh a third of React (the listing and cart pages have
 * an 80 KB budget).
 */
export function parseCartLine(value: Partial<Record<keyof CartLine, unknown>> | null | undefined): CartLine | null {
  if (!value || typeof value.slug !== 'string' || !slugPattern.test(value.slug)) return null;
  const { productId, itemGroupId, colorId, sizeId, quantity } = value;
  if (!isId(productId) || !isId(itemGroupId) || !isId(colorId) || !isId(sizeId)) return null;
  if (!Number.isInteger(quantity) || (quantity as number) < 1 || (quantity as number) > MAX_LINE_QUANTITY) return null;
  return { slug: value.slug, productId, itemGroupId, colorId, sizeId, quantity: quantity as number };
}

export const EMPTY_CART: Cart = { region: null, lines: [] };

/** The line's sku (decisions 4): itemGroupId_variationId_sizeId; lines are keyed by it. */
export const lineSku = (line: Pick<CartLine, 'itemGroupId' | 'colorId' | 'sizeId'>): string => skuOf(line.itemGroupId, line.colorId, line.sizeId);

export function cartCookieName(storeSlug: string): string {
  return `cart_${storeSlug.toLowerCase().replace(/[^a-z0-9-]/g, '')}`;
}

export function encodeCart(cart: Cart): string {
  const lines = cart.lines.map((l) => `${l.slug}.${lineSku(l)}.${l.productId}.${l.quantity}`);
  return ['1', encodeURIComponent(cart.region ?? ''), ...lines].join('~');
}

export function decodeCart(value: string | null | undefined): Cart {
  if (!value || value.length > MAX_COOKIE_VALUE_BYTES * 2) return EMPTY_CART;
  const [version, region, ...rawLines] = value.split('~');
  if (version !== '1' || region === undefined) return EMPTY_CART;
  let regionText: string;
  try {
    regionText = decodeURIComponent(region);
  } catch {
    return EMPTY_CART;
  }
  const lines: CartLine[] = [];
  for (const raw of rawLines.slice(0, MAX_LINES)) {
    const line = decodeLine(raw);
    if (line && !lines.some((l) => lineSku(l) === lineSku(line))) lines.push(line);
  }
  return lines.length ? { region: regionText.slice(0, 40) || null, lines } : EMPTY_CART;
}

function decodeLine(raw: string): CartLine | null {
  const [slug, sku, productId, quantity, extra] = raw.split('.');
  if (extra !== undefined || !slug || !sku || !productId || !quantity) return null;
  const parts = parseSku(sku);
  if (!parts || !/^\d{1,15}$/.test(productId) || !/^\d{1,2}$/.test(quantity)) return null;
  return parseCartLine({ slug, productId: Number(productId), itemGroupId: parts.itemGroupId, colorId: parts.variationId, sizeId: parts.sizeId, quantity: Number(quantity) });
}

export type AddResult = { ok: true; cart: Cart; quantity: number } | { ok: false; reason: 'full' | 'invalid' };

/**
 * Adds a quantity to the line with the same sku (browsing spec 4), or appends a line. The region is set
 * by the first line and becomes MIXED when a line comes from another buyer region. Quantities are capped
 * at `limit` (stock, at most 99). Refused when the cart would not fit its cookie.
 */
export function addLine(cart: Cart, line: CartLine, buyerRegion: string, limit = MAX_LINE_QUANTITY): AddResult {
  const parsed = parseCartLine(line);
  if (!parsed) return { ok: false, reason: 'invalid' };
  const cap = Math.max(0, Math.min(limit, MAX_LINE_QUANTITY));
  const sku = lineSku(line);
  const existing = cart.lines.find((l) => lineSku(l) === sku);
  const quantity = Math.min(cap, (existing?.quantity ?? 0) + line.quantity);
  if (quantity < 1) return { ok: false, reason: 'invalid' };
  const lines = existing ? cart.lines.map((l) => (l === existing ? { ...l, quantity } : l)) : [...cart.lines, { ...parsed, quantity }];
  const next: Cart = { region: regionAfterAdd(cart, buyerRegion), lines };
  if (lines.length > MAX_LINES || encodeCart(next).length > MAX_COOKIE_VALUE_BYTES) return { ok: false, reason: 'full' };
  return { ok: true, cart: next, quantity };
}

function regionAfterAdd(cart: Cart, buyerRegion: string): string {
  if (cart.lines.length === 0 || cart.region === null) return buyerRegion;
  return cart.region === buyerRegion ? cart.region : MIXED_REGION;
}

/** Sets a line's quantity (0 removes it). */
export function setLineQuantity(cart: Cart, sku: string, quantity: number): Cart {
  const q = Math.max(0, Math.min(MAX_LINE_QUANTITY, Math.trunc(quantity)));
  const lines = q === 0 ? cart.lines.filter((l) => lineSku(l) !== sku) : cart.lines.map((l) => (lineSku(l) === sku ? { ...l, quantity: q } : l));
  return lines.length ? { ...cart, lines } : EMPTY_CART;
}

export function removeLines(cart: Cart, skus: readonly string[]): Cart {
  const lines = cart.lines.filter((l) => !skus.includes(lineSku(l)));
  return lines.length ? { ...cart, lines } : EMPTY_CART;
}

/** A change of buyer region marks a non-empty cart MIXED (browsing spec 4). */
export function regionChanged(cart: Cart, buyerRegion: string): Cart {
  if (cart.lines.length === 0 || cart.region === buyerRegion) return cart;
  return { ...cart, region: MIXED_REGION };
}

export const itemCount = (cart: Cart): number => cart.lines.reduce((n, l) => n + l.quantity, 0);

/** The cart pill's label: the count, capped at 99+ (browsing spec 9). */
export const countLabel = (count: number): string => (count > 99 ? '99+' : String(count));
