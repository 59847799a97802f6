import { expect, test, type Page } from '@playwright/test';
import { ORDER_ITEM, outboxFor, placeOrder, uniqueEmail } from './track-helpers';

async function trackByForm(page: Page, orderNumber: string, email: string) {
  await page.goto('/track/');
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Track order' }).click();
}

test('an order found by its number and e-mail shows on /track/order/{lookupNumber}', async ({ page, request }) => {
  const order = await placeOrder(request);
  await trackByForm(page, order.orderNumber.toLowerCase(), order.email.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`/track/order/${order.lookupNumber}/$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.locator('.order__facts')).toContainText('Order received');
  await expect(page.locator('.order__facts')).toContainText('Standard delivery');
  await expect(page.getByRole('list', { name: 'Order progress' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Items' })).toContainText(ORDER_ITEM.title);
  await expect(page.getByRole('region', { name: 'Shipments' })).toContainText('Nothing has shipped yet.');
});

test('a wrong e-mail gives the server\'s error, and empty fields the form\'s messages', async ({ page, request }) => {
  const order = await placeOrder(request);
  await page.goto('/track/');
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByText('Please enter your order number')).toBeVisible();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByLabel('Order number')).toBeFocused();

  await trackByForm(page, order.orderNumber, 'someone-else@example.com');
  await expect(page.getByRole('alert')).toHaveText('We could not find an order with this number and e-mail address.');
  await expect(page).toHaveURL(/\/track\/$/);
});

test('an unknown tracking link says so and offers the lookup form', async ({ page }) => {
  await page.goto(`/track/order/${'0'.repeat(32)}`);
  await expect(page.getByRole('alert')).toContainText('We could not find this order.');
  await expect(page.getByRole('link', { name: 'Track another order' })).toHaveAttribute('href', '/track/');
});

test('recovery by e-mail answers in a banner and puts a message listing the order in the outbox', async ({ page, request }) => {
  const email = uniqueEmail('recover');
  const order = await placeOrder(request, email);
  await page.goto('/track/');
  await page.getByRole('link', { name: 'Forgot your order number?' }).click();
  await expect(page).toHaveURL(/\/track\/recover\/$/);
  await expect(page.getByRole('button', { name: 'Send my orders' })).toBeEnabled(); // hydrated: validated on change from here
  await page.getByLabel('E-mail').fill('not-an-address');
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  const sent = page.waitForRequest((r) => r.url().includes('/api/v1/orders/recover'));
  await page.getByRole('button', { name: 'Send my orders' }).click();
  // The address travels in the body, never in a URL that logs keep (decisions 23).
  const recoverRequest = await sent;
  expect(recoverRequest.url()).not.toContain(encodeURIComponent(email));
  expect(recoverRequest.postDataJSON()).toMatchObject({ email });
  await expect(page.getByRole('status').filter({ hasText: 'past 60 days' })).toHaveText('If there are orders for this e-mail address from the past 60 days, we have sent them to it.');

  // The order's own confirmation went out when it was placed; recovery adds exactly one mail listing it.
  const mails = await outboxFor(email);
  expect(mails.map((m) => m.subject)).toEqual([`Your order ${order.orderNumber} from Quiet Moth Studio is confirmed`, 'Your Quiet Moth Studio orders']);
  expect(mails[1]!.body).toContain(order.orderNumber);
  expect(mails[1]!.body).toContain(`/track/order/${order.lookupNumber}`);
});
