import { expect, type Page } from '@playwright/test';
import { decodeCart } from '../../src/lib/cart-cookie';
import type { StoreSnapshot } from '../../src/catalog/snapshot';

/** Opens a listing address and waits until its islands are hydrated (Astro drops `ssr` from each island then). */
export async function openListing(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
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
