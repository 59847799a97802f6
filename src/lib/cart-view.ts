import { lineSku, MAX_LINE_QUANTITY, type CartLine } from './cart-cookie';
import type { ListingData } from './listing-data';
import { units, type AnalyticsItem } from './analytics';
import { centsToUnits } from './money';
import { nearestSize, type SizeSwap } from './cart-size-swap';

/**
 * The cart page's derived line view (browsing spec 3) and the availability rules (spec 4): pure, so the
 * island only renders. A line is resolved from its listing's static JSON, in the listing's bucket file
 * (src/lib/listing-buckets.ts).
 */
export type ListingResult = { status: 'ok'; data: ListingData } | { status: 'error' };

export interface CartLineView {
  sku: string;
  slug: string;
  url: string;
  title: string;
  productType: string;
  colorName: string;
  /** primaryImages.thumblarge of the chosen colour. */
  image: string | null;
  selectedSize: { id: number; label: string };
  quantityInCart: number;
  /** Unit price in cents, in the cart's currency. */
  price: number;
  totalCents: number;
  /** The line total as a two-decimal string ("49.98"). */
  totalPrice: string;
  inventoryCount: number;
  /** The most the shopper may choose: the stock, at most 99 (decisions 17). */
  maxQuantity: number;
  visibility: string;
  fromUnavailableListing: boolean;
  variantData: { productId: number; variationId: number };
}

export type UnavailableReason = 'listing_error' | 'product_missing' | 'private' | 'size_gone' | 'out_of_stock' | 'preorder_only';

export interface UnavailableLine {
  sku: string;
  slug: string;
  /** Null when the listing could not be read: the modal lists the slug instead. */
  title: string | null;
  productType: string | null;
  /** The line's colour and size when the listing still names them: the modal says which variant went. */
  colour?: string;
  size?: string;
  /** Another size of the same colour in stock, offered in the modal instead of the line. */
  swap?: SizeSwap;
  reason: UnavailableReason;
}

type Resolved = { ok: true; listing: ListingData; product: ListingData['products'][number]; variation: Variation; size: Size } | { ok: false; unavailable: UnavailableLine };
type Variation = ListingData['products'][number]['variations'][number];
type Size = Variation['sizes'][number];

/** Applies the spec's rules in order: listing error, product (or colour) missing, private, size gone, stock <= 0. */
export function resolveLine(line: CartLine, result: ListingResult): Resolved {
  const sku = lineSku(line);
  let variant: { colour?: string; size?: string; swap?: SizeSwap } = {};
  const gone = (reason: UnavailableReason, title: string | null = null, productType: string | null = null): Resolved => ({
    ok: false,
    unavailable: { sku, slug: line.slug, title, productType, ...variant, reason },
  });
  if (result.status !== 'ok') return gone('listing_error');
  const listing = result.data;
  const product = listing.products.find((p) => p.productId === line.productId);
  const variation = product?.variations.find((v) => v.variationId === line.colorId);
  if (!product || !variation) return gone('product_missing', listing.title, product?.productType ?? null);
  const named = variation.sizes.find((s) => s.id === line.sizeId);
  variant = { colour: variation.color, ...(named ? { size: named.label } : {}) };
  if (listing.visibility === 'private' || variation.visibility === 'private') return gone('private', listing.title, product.productType);
  // Pre-order listings are not bought through the cart (the server refuses them); a stale line goes too.
  if (listing.checkoutFlow === 'preorder') return gone('preorder_only', listing.title, product.productType);
  const size = named;
  if (!size || !size.available || size.stock <= 0 || variation.inventoryCount <= 0) {
    // Another size of the colour may still be had: the modal offers the nearest.
    const swap = nearestSize(listing, line);
    if (swap) variant = { ...variant, swap };
    return gone(!size || !size.available ? 'size_gone' : 'out_of_stock', listing.title, product.productType);
  }
  return { ok: true, listing, product, variation, size };
}

export interface CartView {
  /** The currency the lines are priced in: the shopper's, or the store's first when a line lacks it. */
  currency: string;
  lines: CartLineView[];
  unavailable: UnavailableLine[];
  /** Lines whose listing is not resolved yet (or failed to load and may be retried). */
  pending: CartLine[];
  subtotalCents: number;
  /** The subtotal as a two-decimal string. */
  subtotal: string;
}

/** Derives the whole cart from its lines and the listings resolved so far. */
export function deriveCart(lines: readonly CartLine[], listings: ReadonlyMap<string, ListingResult>, wanted: string, fallback: string): CartView {
  const resolved: Extract<Resolved, { ok: true }>[] = [];
  const unavailable: UnavailableLine[] = [];
  const pending: CartLine[] = [];
  const byLine = new Map<Extract<Resolved, { ok: true }>, CartLine>();
  for (const line of lines) {
    const result = listings.get(line.slug);
    if (!result) {
      pending.push(line);
      continue;
    }
    const r = resolveLine(line, result);
    if (r.ok) {
      resolved.push(r);
      byLine.set(r, line);
    } else unavailable.push(r.unavailable);
  }
  const currency = resolved.every((r) => typeof r.size.prices[wanted] === 'number') ? wanted : fallback;
  const views: CartLineView[] = [];
  for (const r of resolved) {
    const line = byLine.get(r)!;
    const price = r.size.prices[currency] ?? r.variation.prices[currency];
    if (typeof price !== 'number') {
      unavailable.push({ sku: lineSku(line), slug: line.slug, title: r.listing.title, productType: r.product.productType, reason: 'size_gone' });
      continue;
    }
    views.push(lineView(line, r, price));
  }
  const subtotalCents = views.reduce((sum, v) => sum + v.totalCents, 0);
  return { currency, lines: views, unavailable, pending, subtotalCents, subtotal: centsToUnits(subtotalCents) };
}

function lineView(line: CartLine, r: Extract<Resolved, { ok: true }>, price: number): CartLineView {
  const images = r.variation.images;
  const primary = images.find((i) => i.label === 'primary') ?? images[0];
  const totalCents = price * line.quantity;
  return {
    sku: lineSku(line),
    slug: line.slug,
    url: `/listing/${line.slug}/?product=${r.product.productId}&variation=${r.variation.variationId}&size=${r.size.id}`,
    title: r.listing.title,
    productType: r.product.productType,
    colorName: r.variation.color,
    image: primary?.thumblarge ?? primary?.src ?? null,
    selectedSize: { id: r.size.id, label: r.size.label },
    quantityInCart: line.quantity,
    price,
    totalCents,
    totalPrice: centsToUnits(totalCents),
    inventoryCount: r.size.stock,
    maxQuantity: Math.max(1, Math.min(r.size.stock, MAX_LINE_QUANTITY)),
    visibility: r.variation.visibility,
    fromUnavailableListing: false,
    variantData: { productId: r.product.productId, variationId: r.variation.variationId },
  };
}

/** The modal's list entry: "{title or slug} ({product type})". */
export function unavailableLabel(line: UnavailableLine): string {
  const name = line.title ?? line.slug;
  const typed = line.productType ? `${name} (${line.productType})` : name;
  const variant = [line.colour, line.size].filter(Boolean).join(' / ');
  return variant ? `${typed}, ${variant}` : typed;
}

/** A free-entry quantity as the cart keeps it: a whole number from 1 to the line's maximum, or null. */
export function parseQuantity(text: string, maxQuantity: number): number | null {
  if (!/^\s*\d{1,4}\s*$/.test(text)) return null;
  const n = Number(text);
  if (n < 1) return null;
  return Math.min(n, Math.max(1, Math.min(maxQuantity, MAX_LINE_QUANTITY)));
}

/**
 * Reads POST /api/v1/cart/validate's answer: the skus that must leave the cart (unknown, private,
 * pre-order only, out of stock). A line that merely exceeds the live stock stays (the server then
 * names the stock left when the checkout is created). Anything unreadable counts as valid (spec 4).
 */
export function invalidSkusOf(data: unknown): string[] {
  const items = (data as { lineItems?: unknown } | null)?.lineItems;
  if (!Array.isArray(items)) return [];
  const dropped = new Set(['unavailable', 'out_of_stock', 'preorder_only']);
  return items.flatMap((item: { sku?: unknown; available?: unknown; reason?: unknown }) =>
    item && typeof item.sku === 'string' && item.available === false && typeof item.reason === 'string' && dropped.has(item.reason) ? [item.sku] : [],
  );
}

/** The modal's entries for lines the live check refused. */
export function unavailableFromViews(views: readonly CartLineView[], skus: readonly string[]): UnavailableLine[] {
  return views
    .filter((v) => skus.includes(v.sku))
    .map((v) => ({ sku: v.sku, slug: v.slug, title: v.title, productType: v.productType, colour: v.colorName, size: v.selectedSize.label, reason: 'out_of_stock' as const }));
}

/** A line as a GA4 ecommerce item (price in currency units). */
export function analyticsItemOf(view: CartLineView, quantity = view.quantityInCart): AnalyticsItem {
  return {
    item_id: view.sku,
    item_name: view.title,
    item_category: view.productType,
    item_variant: `${view.colorName} / ${view.selectedSize.label}`,
    price: units(view.price),
    quantity,
  };
}

/**
 * The live check's prices over the cart's (decisions, Cart "Live prices"): the lines come priced from the
 * static bucket files, which the CDN may serve minutes old, while the checkout charges D1's price. Each
 * line the answer prices, in the cart's currency, with a whole number of cents, shows that price and its
 * total from it; the subtotal is summed again. Lines the answer leaves out, prices null (not sold, out of
 * stock) or in another currency (an answer to an older check) keep the shown price: no price is made up.
 * `changed` lists the skus whose shown price differed. An unreadable answer changes nothing (spec 4).
 */
export function applyLivePrices(view: CartView, answer: unknown): { view: CartView; changed: string[] } {
  const items = (answer as { lineItems?: unknown } | null)?.lineItems;
  if (!Array.isArray(items)) return { view, changed: [] };
  const live = new Map<string, number>();
  for (const item of items as { sku?: unknown; price?: unknown; currency?: unknown }[]) {
    if (!item || typeof item.sku !== 'string' || item.currency !== view.currency) continue;
    if (typeof item.price === 'number' && Number.isSafeInteger(item.price) && item.price >= 0) live.set(item.sku, item.price);
  }
  const changed: string[] = [];
  const lines = view.lines.map((line) => {
    const price = live.get(line.sku);
    if (price === undefined || price === line.price) return line;
    changed.push(line.sku);
    const totalCents = price * line.quantityInCart;
    return { ...line, price, totalCents, totalPrice: centsToUnits(totalCents) };
  });
  if (changed.length === 0) return { view, changed };
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  return { view: { ...view, lines, subtotalCents, subtotal: centsToUnits(subtotalCents) }, changed };
}
