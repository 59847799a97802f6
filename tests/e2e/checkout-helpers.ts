import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cartCookieName, encodeCart } from '../../src/lib/cart-cookie';
import { listingFromBucket, snapshotOf } from './helpers';

/** A US shopper whose ZIP matches the state (San Francisco, California). */
export const SHOPPER = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '(415) 555-2671',
  address1: '1 Market St',
  city: 'San Francisco',
  state: 'California',
  zip: '94105',
};

/**
 * A buyable sku of the demo catalog with plenty of stock: a public, physical, non-pre-order listing,
 * its size with the most stock in USD. Read from the served catalog JSON, as the islands read it.
 */
export interface Buyable {
  sku: string;
  title: string;
  slug: string;
  productId: number;
  stock: number;
}

export async function buyableSku(request: APIRequestContext, skip = 0): Promise<Buyable> {
  const listings = snapshotOf('demo').listings.filter((l) => l.visibility === 'public' && l.checkoutFlow !== 'preorder');
  const candidates: Buyable[] = [];
  for (const listing of listings.slice(0, 6)) {
    const { data } = await listingFromBucket(request, listing.slug);
    if (!data) throw new Error(`${listing.slug} is not in its bucket file`);
    for (const product of data.products.filter((p) => p.deliveryType === 'physical')) {
      for (const variation of product.variations) {
        for (const size of variation.sizes) {
          if (size.available && size.stock > 20 && size.prices.USD) candidates.push({ sku: `${data.itemGroupId}_${variation.variationId}_${size.id}`, title: data.title, slug: data.slug, productId: product.productId, stock: size.stock });
        }
      }
    }
  }
  candidates.sort((a, b) => b.stock - a.stock);
  const pick = candidates[skip % candidates.length];
  if (!pick) throw new Error('no buyable sku in the demo catalog');
  return pick;
}

/** POST /api/checkout as the cart does, then the checkout page's id. */
export async function createCheckout(request: APIRequestContext, options: { skip?: number; quantity?: number } = {}): Promise<string> {
  const { sku } = await buyableSku(request, options.skip ?? 0);
  const res = await request.post('/api/checkout', { data: { lineItems: [{ sku, quantity: options.quantity ?? 1 }], storeSlug: 'demo' } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** Opens the checkout and waits for the loader to give way to section 1. */
export async function openCheckout(page: Page, id: string): Promise<void> {
  await page.goto(`/checkout/${id}`);
  await expect(page.getByRole('heading', { name: /Customer details/ })).toBeVisible();
}

/** Fills section 1 and saves it; the delivery options appear. */
export async function fillCustomer(page: Page, overrides: Partial<typeof SHOPPER> = {}): Promise<void> {
  const s = { ...SHOPPER, ...overrides };
  // By role, which leaves out hidden fields: the header's hidden Get notified form has an Email field too.
  await page.getByRole('textbox', { name: 'Email' }).fill(s.email);
  await page.getByLabel('First name').fill(s.firstName);
  await page.getByLabel('Last name').fill(s.lastName);
  await page.getByLabel('Street address').fill(s.address1);
  await page.getByLabel('City').fill(s.city);
  await page.getByLabel('State').selectOption({ label: s.state });
  await page.getByLabel('Zipcode').fill(s.zip);
  await page.getByLabel('Phone number').fill(s.phone);
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function waitForDelivery(page: Page): Promise<void> {
  await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
}

/** Chooses card and fills the sandbox card form. */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code (CVC)').fill('123');
}

/** The total the order summary shows (desktop side summary). */
export async function summaryTotal(page: Page): Promise<string> {
  return (await page.getByRole('complementary', { name: 'Order summary' }).getByTestId('checkout-total').textContent()) ?? '';
}

export async function orderCount(request: APIRequestContext, checkoutId: string): Promise<number> {
  const res = await request.get(`/api/v1/orders?cartId=${checkoutId}`);
  return res.status() === 200 ? 1 : 0;
}

/** The cart cookie the cart islands write (src/lib/cart-cookie.ts), with one line of this item. */
export function cartCookie(baseURL: string, item: Buyable, quantity = 1) {
  const value = encodeCart({ region: 'USA', lines: [{ slug: item.slug, productId: item.productId, itemGroupId: Number(item.sku.split('_')[0]), colorId: Number(item.sku.split('_')[1]), sizeId: Number(item.sku.split('_')[2]), quantity }] });
  return { name: cartCookieName('demo'), value, url: baseURL };
}
