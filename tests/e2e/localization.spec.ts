import { expect, test } from '@playwright/test';
import { cartRegion, localizationCookie, openPreferences, price, seedCart, snapshot, tiles } from './localization-helpers';

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
  await page.getByRole('navigation', { name: 'Featured products pages' }).getByRole('link', { name: 'Next page' }).click();
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
  await expect(page.getByRole('contentinfo').getByRole('button', { name: /EU \/ GBP$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/); // the address no longer carries the choice
  expect(await localizationCookie(context)).not.toBeNull();

  await page.goto(`/listing-not-found/`);
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
  expect(decodeURIComponent((await localizationCookie(context)) ?? '')).toBe(`1|en|${snapshot.currencies[0]}|USA`);
});
