import { expect, type Locator, type Page } from '@playwright/test';
import { decodeCart } from '../../src/lib/cart-cookie';
import type { StoreSnapshot } from '../../src/catalog/snapshot';

/**
 * Opens a listing address and waits until its islands take taps: the buy box and gallery (client:intent,
 * src/directives/intent.ts) either wait for the shopper (a tap is then held and replayed once they have
 * hydrated) or, when the address names a variant, are hydrated and ready; any other island is hydrated
 * (Astro drops `ssr` then). A `.check()` right after a plain address would look before the replay: click
 * and expect the radio checked instead (`choose`).
 */
export async function openListing(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('astro-island[client="intent"]:not([data-intent="waiting"], [data-intent="ready"])')).toHaveCount(0);
  await expect(page.locator('astro-island[ssr]:not([client="intent"])')).toHaveCount(0);
}

/** Waits until the listing's islands have hydrated and replayed what they held (after a first tap). */
export async function listingReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island[client="intent"]:not([data-intent="ready"])')).toHaveCount(0);
}

/** Picks a radio as a shopper taps it: the tap may be held until the islands hydrate, so expect, then go on. */
export async function choose(radio: Locator): Promise<void> {
  await radio.click();
  await expect(radio).toBeChecked();
}

/** The demo store's cart as its cookie holds it (cart_demo), decoded like the islands do. */
export async function cartOf(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cart_demo');
  return decodeCart(cookie?.value);
}

/** The events the islands pushed to window.dataLayer. */
export async function dataLayerEvents(page: Page): Promise<{ event: string; ecommerce: { currency: string; items: { item_id: string; quantity: number; price: number }[] } }[]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event) as never);
}

export function listingOf(snapshot: StoreSnapshot, slug: string) {
  const listing = snapshot.listings.find((l) => l.slug === slug);
  if (!listing) throw new Error(`the demo store has no listing ${slug}`);
  return listing;
}
