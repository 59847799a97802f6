import type { BrowserContext, Page } from '@playwright/test';
import type { Listing } from '../../src/catalog/snapshot';
import { cartCookieName, encodeCart, lineSku, type CartLine } from '../../src/lib/cart-cookie';
import { snapshotOf } from './helpers';
import { demoDatabase, whenFree } from './server-db';
import { E2E_SERVERS } from './stores';

/** The cart tests' data: real lines of the demo store, found in the snapshot the served build came from. */
export const snapshot = snapshotOf('demo');
export const COOKIE = cartCookieName(snapshot.slug);

export interface CartPick {
  line: CartLine;
  sku: string;
  listing: Listing;
  productType: string;
  color: string;
  size: string;
  stock: number;
  /** USD cents. */
  price: number;
}

const buyable = snapshot.listings.filter((l) => l.visibility === 'public' && l.checkoutFlow === 'default');

/** Every buyable size of the public listings, optionally filtered. */
export function picks(where: (p: CartPick) => boolean = () => true): CartPick[] {
  const out: CartPick[] = [];
  for (const listing of buyable)
    for (const product of listing.products)
      for (const variation of product.variations) {
        if (variation.visibility === 'private') continue;
        for (const size of variation.sizes) {
          const price = (size.prices as Record<string, number>).USD;
          if (!size.available || size.stock <= 0 || typeof price !== 'number') continue;
          const line: CartLine = { slug: listing.slug, productId: product.productId, itemGroupId: listing.itemGroupId, colorId: variation.variationId, sizeId: size.id, quantity: 1 };
          const pick: CartPick = { line, sku: lineSku(line), listing, productType: product.productType, color: variation.color, size: size.label, stock: size.stock, price };
          if (where(pick)) out.push(pick);
        }
      }
  return out;
}

export const withQuantity = (pick: CartPick, quantity: number): CartLine => ({ ...pick.line, quantity });

/** Puts a cart straight into the shopper's cookie, as the store writes it (encodeCart). */
export async function setCart(context: BrowserContext, lines: CartLine[], base = E2E_SERVERS.demo.url): Promise<void> {
  await context.clearCookies();
  if (lines.length === 0) return;
  await context.addCookies([{ name: COOKIE, value: encodeCart({ region: 'USA', lines }), url: base }]);
}

/** Page errors and console errors, for the tests that promise none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Keeps every data-layer event in sessionStorage, so the events survive the move to /checkout/{id}. */
export async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = Object.assign(events, {
      push: (...items: unknown[]) => {
        const saved = JSON.parse(sessionStorage.getItem('test-data-layer') ?? '[]') as unknown[];
        sessionStorage.setItem('test-data-layer', JSON.stringify([...saved, ...items]));
        return Array.prototype.push.apply(events, items);
      },
    });
  });
}

export async function dataLayerEvents(page: Page): Promise<{ event?: string; ecommerce?: { currency: string; value: number; items: { item_id: string; quantity: number }[] } }[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('test-data-layer') ?? '[]'));
}

/**
 * Sets a sku's live stock in the demo server's local D1 (this worker's slot: tests/e2e/server-db.ts), as
 * a sale elsewhere or the seller would. The static catalog JSON keeps its build-time stock, which is exactly the case the cart's live check exists for.
 */
export async function setStock(sku: string, quantity: number): Promise<void> {
  if (!/^\d+_\d+_\d+$/.test(sku) || !Number.isInteger(quantity)) throw new Error('bad stock change');
  const db = await demoDatabase();
  const { meta } = await whenFree(() => db.prepare('UPDATE stock SET quantity = ?1 WHERE sku = ?2').bind(quantity, sku).run());
  if (meta.changes !== 1) throw new Error(`no stock row for ${sku}`);
}

/** `n` picks from `n` different listings. */
export function distinctListings(n: number, where: (p: CartPick) => boolean = () => true): CartPick[] {
  const out: CartPick[] = [];
  for (const pick of picks(where)) if (!out.some((p) => p.listing.slug === pick.listing.slug)) out.push(pick);
  if (out.length < n) throw new Error(`the demo store needs ${n} listings with such sizes`);
  return out.slice(0, n);
}

/** How the cart names a line to assistive technology: "{title}, {colour}, {size}". */
export const itemName = (pick: CartPick): string => `${pick.listing.title}, ${pick.color}, ${pick.size}`;
