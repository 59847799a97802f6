import { expect, test, type Page } from '@playwright/test';
import { encodeCart } from '../../src/lib/cart-cookie';
import { ORDER_ITEM, placeOrder } from './track-helpers';

// A cart in the shopper's cookie, so the test can see the thank-you page clear it.
async function withCart(page: Page) {
  const [itemGroupId, colorId, sizeId] = ORDER_ITEM.sku.split('_').map(Number) as [number, number, number];
  const value = encodeCart({ region: 'USA', lines: [{ slug: 'some-listing', productId: 1, itemGroupId, colorId, sizeId, quantity: 1 }] });
  await page.context().addCookies([{ name: 'cart_demo', value, url: test.info().project.use.baseURL! }]);
}
const cartCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'cart_demo');
const purchases = (page: Page) =>
  page.evaluate(() => ((window.dataLayer ?? []) as { event?: string; ecommerce?: { transaction_id?: string; value?: number; currency?: string } }[]).filter((e) => e.event === 'purchase'));

test('the thank-you page shows the order, fires purchase once per order and clears the cart', async ({ page, request }) => {
  const order = await placeOrder(request);
  await withCart(page);
  // The order was placed from another browser (the request fixture): its checkout id opens nothing
  // here, so the page falls back to the lookup number's answer, which never carries the address.
  const params = new URLSearchParams({ name: order.name, orderNumber: order.orderNumber, arrivalEstimate: order.arrivalEstimate, orderLookupNumber: order.lookupNumber, cart: order.cartId });
  await page.goto(`/thankyou?${params}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order, Ada!' })).toBeVisible();
  await expect(page.getByText(`Your order number is ${order.orderNumber}.`)).toBeVisible();
  await expect(page.getByText(/^Estimated arrival: \w{3} \d+, \d{4}/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', `/track/order/${order.lookupNumber}/`);
  await expect(page.getByRole('region', { name: 'Items' })).toContainText(ORDER_ITEM.title);
  await expect(page.getByText('A confirmation e-mail with your order is on its way.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' }).getByText('Subtotal')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery address' })).toHaveCount(0);
  // The shopper has just paid: no promo codes offered here.
  await expect(page.getByRole('complementary', { name: 'Promo codes' })).toHaveCount(0);

  // The name (personal data) leaves the address; the order's own parameters stay (decisions 23).
  await expect(page).not.toHaveURL(/[?&]name=/);
  expect(new URL(page.url()).searchParams.get('orderNumber')).toBe(order.orderNumber);
  await expect.poll(() => purchases(page)).toHaveLength(1);
  const [event] = await purchases(page);
  expect(event?.ecommerce).toMatchObject({ transaction_id: order.orderNumber, currency: 'USD' });
  expect(JSON.stringify(event)).not.toContain('Ada');
  await expect.poll(() => cartCookie(page)).toBeUndefined();

  // A reload neither fires purchase again nor forgets whom it thanks.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order, Ada!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track your order' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await purchases(page)).toHaveLength(0);
});

test('a cart filled again after the order is kept when the thank-you page, the paid checkout or its provider landing is opened once more', async ({ page }) => {
  const order = await placeOrder(page.request);
  const params = new URLSearchParams({ orderNumber: order.orderNumber, arrivalEstimate: order.arrivalEstimate, orderLookupNumber: order.lookupNumber, cart: order.cartId });
  await withCart(page);
  await page.goto(`/thankyou/?${params}`);
  await expect.poll(() => purchases(page)).toHaveLength(1);
  await expect.poll(() => cartCookie(page)).toBeUndefined();

  // The shopper shops on, then comes back to the thank-you page (a reload, Back, history).
  await withCart(page);
  await page.reload();
  await expect(page.getByText(`Your order number is ${order.orderNumber}.`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await cartCookie(page)).toBeDefined();
  // The paid checkout's own address sends them to the thank-you page again, without emptying the cart.
  await page.goto(`/checkout/${order.cartId}`);
  await expect(page).toHaveURL(/\/thankyou\/?\?/);
  await expect(page.getByText(`Your order number is ${order.orderNumber}.`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await cartCookie(page)).toBeDefined();
  await page.goto(`/checkout-complete/${order.cartId}`);
  await expect(page).toHaveURL(/\/thankyou\/?\?/);
  await page.waitForLoadState('networkidle');
  expect(await cartCookie(page)).toBeDefined();
});

test('/checkout-complete/{cartId} destroys the local cart and goes on to the thank-you page', async ({ page }) => {
  // The order of a checkout made in this browser: only its owner cookie reads it by cart id.
  const order = await placeOrder(page.request);
  await withCart(page);
  await page.goto(`/checkout-complete/${order.cartId}`);
  await expect(page).toHaveURL(/\/thankyou\/\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order, Ada!' })).toBeVisible();
  await expect(page.getByText(`Your order number is ${order.orderNumber}.`)).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]name=/);
  expect(await cartCookie(page)).toBeUndefined();
  await expect.poll(() => purchases(page)).toHaveLength(1);
});

test('the shopper who paid sees the delivery address and the cost breakdown', async ({ page }) => {
  // Placed through this browser's own cookies: it owns the checkout, as after paying on /checkout.
  const order = await placeOrder(page.request);
  const params = new URLSearchParams({ name: order.name, orderNumber: order.orderNumber, arrivalEstimate: order.arrivalEstimate, orderLookupNumber: order.lookupNumber, cart: order.cartId });
  await page.goto(`/thankyou/?${params}`, { waitUntil: 'domcontentloaded' });
  const address = page.getByRole('region', { name: 'Delivery address' });
  await expect(address).toContainText("Ada O'Neil");
  await expect(address).toContainText('1 Market St');
  await expect(address).toContainText('94105 San Francisco');
  await expect(address).not.toContainText('555');
  const items = page.getByRole('region', { name: 'Items' });
  for (const label of ['Subtotal', 'Shipping', 'Tax']) await expect(items.getByText(label, { exact: true })).toBeVisible();
  await expect(items.getByText('Discount', { exact: true })).toBeHidden();
});

test('an order that cannot be fetched is reported, not shown: the page thanks the shopper with what its address says', async ({ page }) => {
  const lookup = '0123456789abcdef0123456789abcdef';
  const detail = 'The order service is down.';
  let fetches = 0;
  await page.route(`**/api/v1/orders/track/${lookup}`, (route) => {
    fetches++;
    return route.fulfill({ status: 500, json: { errors: [{ status: '500', code: 'internal_error', detail }] } });
  });
  const reports: unknown[] = [];
  await page.route('**/api/v1/client-errors', (route) => {
    reports.push(route.request().postDataJSON());
    return route.fulfill({ status: 204 });
  });
  await page.goto(`/thankyou/?orderNumber=HK7Q-M9XD&orderLookupNumber=${lookup}`);
  // Tried three times (the client's two retries on a 5xx, 0.6 s and 1.2 s apart), then reported once.
  await expect.poll(() => reports, { timeout: 10_000 }).toHaveLength(1);
  expect(fetches).toBe(3);
  expect(reports[0]).toEqual({ message: 'status 500', component: 'thankyou', url: '/thankyou/' });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText('Your order number is HK7Q-M9XD.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', `/track/order/${lookup}/`);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(detail);
  await expect(page.locator('body')).not.toContainText('status 500');
  // Once, not once so far: nothing more in the next 2 s, longer than the client's longest retry gap (1.2 s).
  await page.waitForTimeout(2_000);
  expect(reports).toHaveLength(1);
  expect(fetches).toBe(3);
});
