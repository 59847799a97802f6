import { expect, type BrowserContext, type Page } from '@playwright/test';
import { cartCookieName, decodeCart, encodeCart } from '../../src/lib/cart-cookie';
import { encodePreferences, type Preferences } from '../../src/i18n/preferences';
import { formatPrice } from '../../src/lib/format';
import { E2E_SERVERS } from './stores';
import { publicTiles, snapshotOf } from './helpers';

export const snapshot = snapshotOf('demo');
export const tiles = publicTiles(snapshot);
const slug = snapshot.slug;

/** Intl output with its no-break spaces, as the page shows it. */
export const price = (cents: number | undefined, currency: string, locale: string) => formatPrice(cents ?? NaN, currency, locale);

/** Opens Preferences from the footer's region and currency button. */
export async function openPreferences(page: Page) {
  await page.getByRole('button', { name: /Shipping region and currency|Lieferregion und Währung/ }).click();
  const dialog = page.getByRole('dialog', { name: /Preferences|Einstellungen/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A cart of one line added in the USA region, as the cart island would have written it. */
export async function seedCart(context: BrowserContext) {
  const listing = snapshot.listings[0]!;
  const product = listing.products[0]!;
  const variation = product.variations[0]!;
  const line = { slug: listing.slug, productId: product.productId, itemGroupId: listing.itemGroupId, colorId: variation.variationId, sizeId: variation.sizes[0]!.id, quantity: 1 };
  await context.addCookies([{ name: cartCookieName(slug), value: encodeCart({ region: 'USA', lines: [line] }), url: E2E_SERVERS.demo.url }]);
}

export async function cartRegion(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === cartCookieName(slug));
  return decodeCart(cookie?.value).region;
}

export async function localizationCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === `loc_${slug}`)?.value ?? null;
}

/** Stores a choice as the Preferences modal would (the `loc_{slug}` cookie), before the page loads. */
export async function choose(context: BrowserContext, choice: Omit<Preferences, 'fulfillmentRegion'>) {
  await context.addCookies([{ name: `loc_${slug}`, value: encodePreferences({ ...choice, fulfillmentRegion: '' }), url: E2E_SERVERS.demo.url }]);
}
