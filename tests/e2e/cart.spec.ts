import { expect, test, type Page } from '@playwright/test';
import { collectErrors, COOKIE, distinctListings, setCart, withQuantity, itemName, type CartPick } from './cart-helpers';
import { E2E_SERVERS } from './stores';

// The cart page (/cart) and the header's cart pill: browsing spec 2-5 and 9.
const [tee, mug] = distinctListings(2, (p) => p.stock >= 120) as [CartPick, CartPick];
const lowStock = distinctListings(1, (p) => p.stock >= 2 && p.stock <= 9)[0]!;
const usd = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(cents / 100);
const cartLine = (page: Page, pick: CartPick) => page.getByRole('list', { name: 'Items in your cart' }).locator(`li[data-sku="${pick.sku}"]`);
const subtotal = (page: Page) => page.locator('[data-subtotal]');

test.beforeEach(async ({ context }) => setCart(context, []));

test('shows each line from the cookie with the derived view, and the cart survives a reload', async ({ page, context }) => {
  await setCart(context, [withQuantity(tee, 2), withQuantity(mug, 1)]);
  await page.goto('/cart/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
  const line = cartLine(page, tee);
  await expect(line).toContainText(tee.productType);
  await expect(line).toContainText(tee.color);
  await expect(line).toContainText(tee.size);
  await expect(line).toContainText(usd(tee.price));
  await expect(line.locator('[data-line-total]')).toHaveText(usd(tee.price * 2));
  await expect(line.locator('[data-line-total]')).toHaveAttribute('data-line-total', ((tee.price * 2) / 100).toFixed(2));
  await expect(line.getByRole('img')).toHaveCount(0); // the image is decorative (hidden from the tree)
  await expect(line.locator('img')).toHaveAttribute('src', /.+/);
  await expect(subtotal(page)).toHaveText(usd(tee.price * 2 + mug.price));
  await page.reload();
  await expect(cartLine(page, mug)).toBeVisible();
  await expect(subtotal(page)).toHaveText(usd(tee.price * 2 + mug.price));
});

test('changing the quantity and removing a line change the totals and the pill', async ({ page, context }) => {
  await setCart(context, [withQuantity(tee, 2), withQuantity(mug, 1)]);
  await page.goto('/cart/');
  const pill = page.getByRole('link', { name: 'Cart, 3 items' });
  await expect(pill).toBeVisible();
  const quantity = cartLine(page, tee).getByRole('combobox', { name: `Quantity of ${itemName(tee)}` });
  await quantity.focus();
  await quantity.selectOption('4');
  await expect(cartLine(page, tee).locator('[data-line-total]')).toHaveText(usd(tee.price * 4));
  await expect(quantity).toBeFocused(); // the line is updated in place, not rebuilt
  await expect(subtotal(page)).toHaveText(usd(tee.price * 4 + mug.price));
  await expect(page.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
  await cartLine(page, mug).getByRole('button', { name: `Remove ${itemName(mug)}` }).click();
  await expect(cartLine(page, mug)).toHaveCount(0);
  await expect(subtotal(page)).toHaveText(usd(tee.price * 4));
  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
  const events = await page.evaluate(() => (window.dataLayer ?? []) as { event?: string; ecommerce?: { items: { item_id: string; quantity: number }[] } }[]);
  const removal = events.find((e) => e.event === 'remove_from_cart');
  expect(removal?.ecommerce?.items).toEqual([expect.objectContaining({ item_id: mug.sku, quantity: 1 })]);
  await page.reload();
  await expect(subtotal(page)).toHaveText(usd(tee.price * 4));
  await cartLine(page, tee).getByRole('button', { name: `Remove ${itemName(tee)}` }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === COOKIE)).toBeUndefined();
});

test('removing a line with the keyboard keeps the focus in the cart and announces the removal', async ({ page, context }) => {
  await setCart(context, [withQuantity(tee, 1), withQuantity(mug, 1)]);
  await page.goto('/cart/');
  const removeTee = cartLine(page, tee).getByRole('button', { name: `Remove ${itemName(tee)}` });
  await removeTee.focus();
  await page.keyboard.press('Enter');
  await expect(cartLine(page, tee)).toHaveCount(0);
  await expect(cartLine(page, mug).getByRole('button', { name: `Remove ${itemName(mug)}` })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^Removed .+ from your cart\.$/ })).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeFocused();
});

test('10+ switches to free entry, capped by the stock and at 99; a low-stock line offers only what is left', async ({ page, context }) => {
  await setCart(context, [withQuantity(tee, 1), withQuantity(lowStock, 1)]);
  await page.goto('/cart/');
  const select = cartLine(page, tee).getByRole('combobox', { name: `Quantity of ${itemName(tee)}` });
  // The spec's dropdown: 1 to 10, the tenth item labelled 10+ (not a plain 10 and then 10+).
  await expect(select.getByRole('option')).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10+']);
  await select.selectOption('10+');
  const entry = cartLine(page, tee).getByRole('spinbutton', { name: `Quantity of ${itemName(tee)}` });
  await expect(entry).toBeFocused();
  await entry.fill('250');
  await entry.press('Enter');
  await expect(entry).toHaveValue('99');
  await expect(cartLine(page, tee).locator('[data-line-total]')).toHaveText(usd(tee.price * 99));
  await entry.fill('12');
  await entry.press('Tab');
  await expect(cartLine(page, tee).locator('[data-line-total]')).toHaveText(usd(tee.price * 12));
  await page.reload();
  await expect(cartLine(page, tee).getByRole('spinbutton')).toHaveValue('12');
  const low = cartLine(page, lowStock).getByRole('combobox');
  await expect(low.getByRole('option')).toHaveText(Array.from({ length: lowStock.stock }, (_, i) => String(i + 1)));
});

test('the pill counts the items, caps at 99+ and follows another tab', async ({ page, context }) => {
  await setCart(context, [withQuantity(tee, 1)]);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await setCart(context, [withQuantity(tee, 60), withQuantity(mug, 60)]);
  await page.reload();
  const pill = page.getByRole('link', { name: 'Cart, 99+ items' });
  await expect(pill).toBeVisible();
  await expect(pill.locator('[data-cart-count]')).toHaveText('99+');

  const other = await context.newPage();
  await other.goto('/cart/');
  await cartLine(other, mug).getByRole('button', { name: `Remove ${itemName(mug)}` }).click();
  await expect(page.getByRole('link', { name: 'Cart, 60 items' })).toBeVisible(); // the first tab heard it
  await cartLine(other, tee).getByRole('button', { name: `Remove ${itemName(tee)}` }).click();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.locator('[data-cart-count]')).toBeHidden();
  await other.close();
});

test('a corrupted cookie gives an empty cart and no error', async ({ page, context }) => {
  const errors = collectErrors(page);
  for (const value of ['%E0%A4%A', '1~USA~' + 'x'.repeat(3000), '{"lines":[{"sku":"1_2_3"}]}', '1~USA~tee.1_2_3.4.500~..~']) {
    await context.addCookies([{ name: COOKIE, value, url: E2E_SERVERS.demo.url }]);
    await page.goto('/cart/');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('a loading indicator shows until the lines are resolved; a listing that cannot be fetched keeps its line and offers Try again', async ({ page, context }) => {
  await setCart(context, [withQuantity(tee, 1)]);
  let offline = true;
  // Every listing bucket file (src/lib/listing-buckets.ts): the cart cannot reach its listings' data.
  await page.route('**/catalog/listings/*.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    if (offline) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto('/cart/');
  const island = page.locator('[data-island="cart"]');
  await expect(island.getByRole('status')).toHaveText('Loading your cart…');
  await expect(island.getByRole('alert')).toContainText('Some items in your cart could not be loaded.');
  await expect(page.getByText('Your cart is empty.')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible(); // nothing was dropped
  offline = false;
  await island.getByRole('button', { name: 'Try again' }).click();
  await expect(cartLine(page, tee)).toBeVisible();
  await expect(island.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
});
