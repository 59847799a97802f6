import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { buyableSku, cartCookie, fillCustomer, SHOPPER, waitForDelivery } from '../e2e/checkout-helpers';
import { E2E_SERVERS } from '../e2e/stores';

// Attack: the checkout address /checkout/{id} opened the checkout, with the shopper's name, e-mail,
// phone and address, in any browser it was pasted into. Control: the __Host-checkout owner cookie
// (HttpOnly, Secure, SameSite=Lax); another browser gets its own cart's checkout, never this one.
test.use({ baseURL: E2E_SERVERS.demo.url });
// Several browsers and checkouts per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const CHECKOUT = /\/checkout\/([0-9a-f-]{36})(?:\?|$)/;
const PERSONAL = [SHOPPER.email, SHOPPER.lastName, SHOPPER.address1, '555-2671', '5552671'];

/** A shopper with one item in the cart goes from /cart to a checkout of their own. */
async function checkoutFromCart(page: Page, context: BrowserContext, baseURL: string, skip = 0): Promise<string> {
  await context.addCookies([cartCookie(baseURL, await buyableSku(page.request, skip))]);
  await page.goto('/cart/');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(CHECKOUT, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: /Customer details/ })).toBeVisible();
  return CHECKOUT.exec(page.url())?.[1] ?? '';
}

/** Every answer the page gets from the store's API, as text. */
function apiAnswers(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) void response.text().then((t) => bodies.push(t), () => {});
  });
  return bodies;
}

test('the owner cookie is set and sent over http://127.0.0.1 in Chromium, and page scripts cannot read it', async ({ page, context, baseURL }) => {
  const id = await checkoutFromCart(page, context, baseURL!);
  const cookie = (await context.cookies()).find((c) => c.name === '__Host-checkout');
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/', domain: '127.0.0.1' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('__Host-checkout');
  await fillCustomer(page);
  await waitForDelivery(page);
  // Same-origin calls carry it: a reload reads the checkout back with the shopper's details.
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(SHOPPER.email);
  expect(page.url()).toContain(id);
});

test('a shared checkout link shows another browser its own cart and asks again; never the sharer’s details', async ({ browser, page, context, baseURL }) => {
  const id = await checkoutFromCart(page, context, baseURL!);
  await fillCustomer(page);
  await waitForDelivery(page);
  const shared = page.url();

  // A friend with a cart of their own opens the link: a checkout of their own, an empty form.
  const friend = await browser.newContext({ baseURL: baseURL! });
  const friendPage = await friend.newPage();
  const seen = apiAnswers(friendPage);
  await friend.addCookies([cartCookie(baseURL!, await buyableSku(friendPage.request, 1))]);
  await friendPage.goto(shared);
  await friendPage.waitForURL((url) => CHECKOUT.test(url.pathname + url.search) && !url.pathname.includes(id));
  await expect(friendPage.getByRole('heading', { name: /Customer details/ })).toBeVisible();
  await expect(friendPage.getByLabel('Email')).toHaveValue('');
  const html = await friendPage.content();
  for (const value of PERSONAL) {
    expect(html).not.toContain(value);
    expect(seen.join('\n')).not.toContain(value);
  }
  await friend.close();

  // A stranger with an empty cart: not found, and nothing of the checkout.
  const stranger = await browser.newContext({ baseURL: baseURL! });
  const strangerPage = await stranger.newPage();
  const strangerSeen = apiAnswers(strangerPage);
  await strangerPage.goto(shared);
  await expect(strangerPage.getByText('We could not find this checkout.')).toBeVisible();
  for (const value of PERSONAL) expect(`${await strangerPage.content()}\n${strangerSeen.join('\n')}`).not.toContain(value);
  await stranger.close();

  // The sharer's checkout is as they left it.
  const mine = (await (await page.request.get(`/api/checkout?id=${id}`)).json()) as { data: { customer: { email: string } } };
  expect(mine.data.customer.email).toBe(SHOPPER.email);
});
