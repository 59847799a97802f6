import { expect, test } from '@playwright/test';
import { collectionTiles } from '../../src/catalog/routes';
import { prepareSearch } from '../../src/lib/search';
import { distinctListings, itemName, setCart, withQuantity, type CartPick } from './cart-helpers';
import { cartRegion, choose, localizationCookie, openPreferences, price, seedCart, snapshot, tiles } from './localization-helpers';
import { quickAdd } from './quick-add-helpers';

// Issue 7: the Preferences modal, the stored choice, and the static pages following it.
const firstPrice = (page: import('@playwright/test').Page) => page.locator('.tile__price [data-prices]').first();

test('choosing de / EUR / EU in Preferences localizes labels and prices, across pages and reloads', async ({ page, context }) => {
  await seedCart(context);
  await page.goto('/');
  await expect(firstPrice(page)).toHaveText(price(tiles[0]!.prices.USD, 'USD', 'en'));
  const dialog = await openPreferences(page);
  await dialog.getByLabel('Language').selectOption('de');
  await dialog.getByLabel('Currency').selectOption('EUR');
  await dialog.getByLabel('Shipping region').selectOption('EU');
  await expect(dialog.getByText('Fulfilled from: Europe')).toBeVisible();
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Submit' }).click()]);

  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Nutzungsbedingungen' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Lieferregion und Währung: EU / EUR' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Suche' })).toBeVisible();
  await expect(firstPrice(page)).toHaveText(price(tiles[0]!.prices.EUR, 'EUR', 'de'));
  await expect(firstPrice(page)).toHaveText(/^\d+,\d\d\u00a0€$/);
  expect(await cartRegion(context)).toBe('MIXED');

  // Tiles paged in later follow too.
  await expect(page.getByRole('heading', { level: 2, name: 'Ausgewählte Produkte' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Seiten der ausgewählten Produkte' }).getByRole('link', { name: 'Nächste Seite' }).click();
  await expect(page).toHaveURL(/\/page\/2\//);
  await expect(firstPrice(page)).toHaveText(price(tiles[12]!.prices.EUR, 'EUR', 'de'));

  await page.goto('/terms-of-use/');
  await expect(page.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // The modal opens in German with the stored choice.
  const again = await openPreferences(page);
  await expect(again.getByLabel('Sprache')).toHaveValue('de');
  await expect(again.getByLabel('Währung')).toHaveValue('EUR');
  await expect(again.getByLabel('Lieferregion')).toHaveValue('EU');
});

test('Cancel closes Preferences without changing anything', async ({ page, context }) => {
  await page.goto('/');
  const dialog = await openPreferences(page);
  await dialog.getByLabel('Language').selectOption('fr');
  await dialog.getByLabel('Currency').selectOption('GBP');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await localizationCookie(context)).toBeNull();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(firstPrice(page)).toHaveText(price(tiles[0]!.prices.USD, 'USD', 'en'));
  await page.reload();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' })).toBeVisible();
});

test('Escape closes Preferences and gives focus back to the footer button', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: /Shipping region and currency/ });
  const dialog = await openPreferences(page);
  await expect(dialog.getByLabel('Language')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('?currency=GBP&region=EU&locale=en-GB applies on the first visit and is kept', async ({ page, context }) => {
  await page.goto('/?currency=GBP&region=EU&locale=en-GB');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(firstPrice(page)).toHaveText(price(tiles[0]!.prices.GBP, 'GBP', 'en-GB'));
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Shipping region and currency: EU / GBP' })).toBeVisible();
  // British English keeps the English texts (the page carries no English of its own for them).
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Featured Products' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/); // the address no longer carries the choice
  expect(await localizationCookie(context)).not.toBeNull();

  await page.goto('/listing-not-found/');
  await expect(page.getByRole('contentinfo').getByRole('button', { name: /EU \/ GBP$/ })).toBeVisible();
  const dialog = await openPreferences(page);
  await expect(dialog.getByLabel('Language')).toHaveValue('en-GB');
  await expect(dialog.getByLabel('Currency')).toHaveValue('GBP');
  await expect(dialog.getByLabel('Shipping region')).toHaveValue('EU');
});

test('unknown query values are ignored and a currency the catalog lacks is refused', async ({ page, context }) => {
  await page.goto('/?currency=JPY&locale=xx&region=Mars');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(firstPrice(page)).toHaveText(price(tiles[0]!.prices.USD, 'USD', 'en'));
  // The page localizer stores the (unchanged) choice once it has run: wait for it rather than race it.
  await expect.poll(async () => decodeURIComponent((await localizationCookie(context)) ?? '')).toBe(`1|en|${snapshot.currencies[0]}|USA`);
});

/** A cart line's EUR price in cents, from the catalog the served build came from. */
function eurOf(pick: CartPick): number {
  const product = pick.listing.products.find((p) => p.productId === pick.line.productId)!;
  const size = product.variations.find((v) => v.variationId === pick.line.colorId)!.sizes.find((s) => s.id === pick.line.sizeId)!;
  return (size.prices as Record<string, number>).EUR!;
}

test('with de / EUR / EU the cart is German and in EUR, and its Checkout creates a checkout the server prices in EUR', async ({ page, context }) => {
  const [pick] = distinctListings(1, (p) => p.stock >= 5 && eurOf(p) > 0) as [CartPick];
  const eur = eurOf(pick);
  await setCart(context, [withQuantity(pick, 2)]);
  await choose(context, { locale: 'de', currency: 'EUR', region: 'EU' });
  await page.goto('/cart/');

  await expect(page.getByRole('heading', { level: 1, name: 'Mein Warenkorb' })).toBeVisible();
  await expect(page.getByRole('heading', { name: pick.listing.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Warenkorb, 2 Artikel' })).toBeVisible();
  await expect(page.getByLabel(`Menge für ${itemName(pick)}`)).toHaveValue('2');
  await expect(page.getByRole('button', { name: `${itemName(pick)} entfernen` })).toBeVisible();
  await expect(page.getByText('Zwischensumme')).toBeVisible();
  await expect(page.locator('[data-subtotal]')).toHaveText(price(eur * 2, 'EUR', 'de'));
  await expect(page.getByText(price(eur, 'EUR', 'de'), { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const answer = await (await page.request.get(`/api/checkout?id=${id}&storeSlug=${snapshot.slug}`)).json();
  expect(answer.data.currency).toBe('EUR');
  expect(answer.data.fulfillmentRegion).toBe('EUR');
  expect(answer.data.lineItems.map((l: { sku: string; quantity: number; price: number }) => [l.sku, l.quantity, l.price])).toEqual([[pick.sku, 2, eur]]);
  expect(answer.data.costs.lineItems.value).toBe(eur * 2);
  // The checkout page shows the server's EUR amounts in the shopper's format.
  await expect(page.getByRole('definition').filter({ hasText: price(eur * 2, 'EUR', 'de') }).first()).toBeVisible();
});

test('with de / EUR / EU search results show EUR prices and German labels', async ({ page, context }) => {
  const engine = prepareSearch(tiles);
  const want = engine.search('moth').map((hit) => tiles[hit.index]!);
  expect(want.length).toBeGreaterThan(1);
  await choose(context, { locale: 'de', currency: 'EUR', region: 'EU' });
  await page.goto('/search/?searchterm=moth');

  const results = page.getByRole('list', { name: 'Suchergebnisse' });
  await expect(results.getByRole('listitem')).toHaveCount(Math.min(12, want.length));
  await expect(results.getByRole('listitem').first().locator('.tile__price')).toHaveText(price(want[0]!.prices.EUR, 'EUR', 'de'));
  await expect(page.getByText(`${want.length} Ergebnisse für „moth“`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Suchbegriff' })).toHaveValue('moth');
  await expect(page.getByRole('button', { name: 'Suchen', exact: true })).toBeVisible();
});

test('with de / EUR / EU quick-add and collection pages are German and in EUR', async ({ page, context }) => {
  await choose(context, { locale: 'de', currency: 'EUR', region: 'EU' });
  await page.goto('/');
  const first = tiles[0]!;
  const button = page.getByRole('button', { name: `Schnell hinzufügen ${first.name}`, exact: true });
  await button.click();
  const options = page.getByRole('group', { name: `Schnell hinzufügen: ${first.name}` });
  await expect(options).toBeVisible();
  await expect(options.getByRole('button', { name: /In den Warenkorb|Ausverkauft/ })).toBeVisible();
  await expect(options.locator('.quick-add__price')).toHaveText(/^\d+,\d\d\u00a0€$/);
  await expect(quickAdd(page, first.name).options).toHaveCount(0); // no English name left

  const big = snapshot.collections
    .map((c) => ({ c, n: collectionTiles(tiles, c).length }))
    .sort((a, b) => b.n - a.n)[0]!;
  await page.goto(`/${big.c.slug}/`);
  await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('link', { name: 'Startseite' })).toBeVisible();
  const grid = page.getByRole('list', { name: `Produkte in ${big.c.name}` });
  await expect(grid.getByRole('listitem')).toHaveCount(Math.min(big.n, 24));
  // Tiles added by the auto-loaded second page are priced in EUR too.
  await expect(grid.locator('.tile__price [data-prices]').last()).toHaveText(/^\d+,\d\d\u00a0€$/);
  if (big.n > 24) await expect(page.getByRole('button', { name: 'Mehr laden' })).toBeVisible();
});
