import { expect, test, type Page } from '@playwright/test';
import { prepareSearch } from '../../src/lib/search';
import { tileHref } from '../../src/lib/tiles';
import { publicTiles, snapshotOf } from './helpers';

// The demo store's public tiles, searched in Node with the same engine, give the expected results.
const tiles = publicTiles(snapshotOf('demo'));
const engine = prepareSearch(tiles);
const expected = (term: string) => engine.search(term).map((hit) => tiles[hit.index]!);

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });

test('typing a term mirrors it in ?searchterm and shows the results as tiles without quick-add', async ({ page }) => {
  const want = expected('moth');
  expect(want.length).toBeGreaterThan(0);
  await page.goto('/search/');
  await searchBox(page).pressSequentially('moth');
  await expect(page).toHaveURL(/[?&]searchterm=moth(&|$)/);
  const tilesShown = results(page).getByRole('listitem');
  await expect(tilesShown).toHaveCount(Math.min(12, want.length));
  await expect(tilesShown.first().getByRole('link')).toHaveAttribute('href', tileHref(want[0]!));
  await expect(tilesShown.first()).toContainText(want[0]!.name);
  await expect(tilesShown.first().locator('.tile__price')).toHaveText(/^\$\d+\.\d\d$/);
  await expect(results(page).locator('[data-quick-add]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /quick add/i })).toHaveCount(0);
});

test('a term of 2 letters shows no results and no suggestions', async ({ page }) => {
  await page.goto('/search/');
  await searchBox(page).pressSequentially('mo');
  await expect(page).toHaveURL(/searchterm=mo(&|$)/);
  await expect(results(page)).toBeHidden();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/No results/)).toHaveCount(0);
});

test('keyboard only: Search link, type, ArrowDown to a suggestion, Enter opens that listing', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/$/);
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('mushroom');
  const want = expected('mushroom');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox.getByRole('option')).toHaveCount(Math.min(5, want.length));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const second = listbox.getByRole('option').nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/listing/${want[0]!.listingSlug}/`));
});

test('Escape closes the suggestions, a second Escape clears the term', async ({ page }) => {
  await page.goto('/search/');
  await searchBox(page).pressSequentially('moth');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveValue('');
  await expect(page).toHaveURL(/\/search\/$/);
});

test('a term nothing matches says No results for "{term}"', async ({ page }) => {
  await page.goto('/search/');
  await searchBox(page).pressSequentially('zqxjv');
  await expect(page.getByText('No results for "zqxjv"')).toBeVisible();
  await expect(results(page)).toBeHidden();
});

test('arriving at /search?searchterm=moth shows its results', async ({ page }) => {
  await page.goto('/search?searchterm=moth');
  await expect(searchBox(page)).toHaveValue('moth');
  await expect(results(page).getByRole('listitem')).toHaveCount(Math.min(12, expected('moth').length));
});

test('results come 12 per page, and the page is kept in the address', async ({ page }) => {
  const want = expected('tee');
  expect(want.length).toBeGreaterThan(12);
  await page.goto('/search/?searchterm=tee');
  await expect(results(page).getByRole('listitem')).toHaveCount(12);
  await page.getByRole('navigation', { name: 'Search results pages' }).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/searchterm=tee&page=2/);
  await expect(results(page).getByRole('listitem')).toHaveCount(Math.min(12, want.length - 12));
  await expect(results(page).getByRole('link').first()).toHaveAttribute('href', tileHref(want[12]!));
});

test('Close returns to the page the shopper came from', async ({ page }) => {
  await page.goto('/apparel/');
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await searchBox(page).pressSequentially('moth');
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/apparel\/$/);
});

test('Close goes to the home page when the search was opened directly', async ({ page }) => {
  await page.goto('/search/?searchterm=moth');
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('on a phone the suggestions span the form with a picture and a price, and close for good on submit', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/search/');
  await searchBox(page).pressSequentially('moth');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox).toBeVisible();
  const [panel, box, form] = await Promise.all([listbox.boundingBox(), searchBox(page).boundingBox(), page.locator('.search-form').boundingBox()]);
  expect(panel!.width).toBeGreaterThan(box!.width);
  expect(panel!.width).toBeGreaterThanOrEqual(form!.width - 1);
  expect(panel!.x + panel!.width).toBeLessThanOrEqual(390);
  const first = listbox.getByRole('option').first();
  await expect(first.locator('img')).toHaveCount(1);
  await expect(first).toContainText(/\$\d+\.\d\d/);
  // Names are not squeezed to a word per line: no option is taller than two lines of text and a margin.
  for (const option of await listbox.getByRole('option').all()) expect((await option.boundingBox())!.height).toBeLessThan(90);

  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(results(page).getByRole('listitem').first()).toBeVisible();
  await page.waitForTimeout(300); // a late render must not reopen them either
  await expect(listbox).toBeHidden();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.type('s');
  await expect(listbox).toBeVisible();
});
