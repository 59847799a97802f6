import { expect, test } from '@playwright/test';
import { tileHref } from '../../src/lib/tiles';
import { publicTiles, snapshotOf } from './helpers';
import { dataLayerEvents } from './quick-add-helpers';

const snapshot = snapshotOf('demo');
const tiles = publicTiles(snapshot);
const totalPages = Math.ceil(tiles.length / 12);

test('the home page shows the hero, the category banner and 12 featured tiles', async ({ page }) => {
  await page.goto('/');
  const hero = snapshot.theme.content.heroBanner;
  await expect(page.getByRole('heading', { level: 1, name: hero.title ?? snapshot.store.name })).toBeVisible();
  await expect(page.getByRole('link', { name: hero.ctaText ?? 'Shop apparel' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link')).toHaveCount(snapshot.collections.length);
  const grid = page.getByRole('list', { name: /Featured products, page 1/ });
  await expect(grid.getByRole('listitem')).toHaveCount(12);
  await expect(grid.getByRole('link').first()).toHaveAttribute('href', tileHref(tiles[0]!));
});

test('the featured grid pages through every listing with Next, numbers, first and last', async ({ page }) => {
  expect(totalPages).toBeGreaterThan(1);
  await page.goto('/');
  const seen: string[] = [];
  const pager = page.getByRole('navigation', { name: 'Featured products pages' });
  for (let n = 1; n <= totalPages; n++) {
    const grid = page.getByRole('list', { name: `Featured products, page ${n} of ${totalPages}` });
    await expect(grid).toBeVisible();
    const hrefs = await grid.locator('a.tile__link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBe(n < totalPages ? 12 : tiles.length - 12 * (totalPages - 1));
    seen.push(...hrefs);
    if (n < totalPages) {
      await pager.getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(new RegExp(`/page/${n + 1}/`));
    }
  }
  expect(seen).toEqual(tiles.map(tileHref));
  // The grid anchor is in view after paging.
  await expect(page.locator('#featured-heading')).toBeInViewport();
  await pager.getByRole('link', { name: 'First page' }).click();
  await expect(page.getByRole('list', { name: `Featured products, page 1 of ${totalPages}` })).toBeVisible();
  await pager.getByRole('link', { name: 'Last page' }).click();
  await expect(page.getByRole('list', { name: `Featured products, page ${totalPages} of ${totalPages}` })).toBeVisible();
  await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page.getByRole('list', { name: `Featured products, page 2 of ${totalPages}` })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('list', { name: `Featured products, page ${totalPages} of ${totalPages}` })).toBeVisible();
});

test('a tile opens its listing page with the product in the address', async ({ page }) => {
  await page.goto('/');
  const first = tiles[0]!;
  await page.getByRole('list', { name: /Featured products/ }).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/listing/${first.listingSlug}/\\?product=${first.productId}`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
});

test('header: logo, menu with nested collections, about, search, cart; footer links and preferences button', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: snapshot.store.name })).toHaveAttribute('href', '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const collection of snapshot.collections) await expect(nav.getByRole('link', { name: collection.name, exact: true })).toHaveAttribute('href', `/${collection.slug}/`);
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about/');
  await expect(header.getByRole('link', { name: 'Search' })).toBeVisible();
  await expect(header.getByRole('link', { name: /Cart/ })).toHaveAttribute('href', '/cart/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms-of-use/');
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy/');
  await expect(footer.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/about/');
  await expect(footer.getByRole('button', { name: /Shipping region and currency/ })).toBeVisible();
  if (snapshot.settings.flags.supportPages) await expect(footer.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support/');
  // The theme's notification shows whatever the global-notification flag says (it may only replace it).
  await expect(page.getByRole('region', { name: 'Announcement' })).toContainText(snapshot.theme.resolved.notification.slice(0, 20));
});

test('on a phone the menu is a hamburger flyout and the header hides on scroll down', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: snapshot.collections[0]!.name, exact: true })).toBeVisible();
  await toggle.click();
  await expect(nav).toBeHidden();
  // Only once scrolled down past 15px (browsing spec 2): each step waits for its scroll event, which
  // the header's own listener (registered first) has handled by then.
  const header = page.locator('[data-site-header]');
  const scrollTo = (y: number) =>
    page.evaluate((to) => new Promise<void>((done) => {
      window.addEventListener('scroll', () => done(), { once: true });
      window.scrollTo({ top: to, behavior: 'instant' });
    }), y);
  await scrollTo(10);
  await expect(header).not.toHaveClass(/is-hidden/);
  await scrollTo(15);
  await expect(header).not.toHaveClass(/is-hidden/);
  await scrollTo(20);
  await expect(header).toHaveClass(/is-hidden/);
  await scrollTo(0);
  await expect(header).not.toHaveClass(/is-hidden/);
  await page.mouse.wheel(0, 600);
  await expect(page.locator('[data-site-header]')).toHaveClass(/is-hidden/);
  await page.mouse.wheel(0, -300);
  await expect(page.locator('[data-site-header]')).not.toHaveClass(/is-hidden/);
});

test('about page shows the about texts and the 4 latest products', async ({ page }) => {
  const response = await page.goto('/about/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: `About ${snapshot.store.name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest products' })).toBeVisible();
  await expect(page.locator('.tile')).toHaveCount(4);
});

test('terms of use and privacy policy are pages of their own', async ({ page }) => {
  await page.goto('/terms-of-use/');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expect(page).toHaveTitle(`Terms of use | ${snapshot.store.name}`);
  await page.goto('/privacy-policy/');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
});

test('a hovered tile cycles through its additional images every second, and not with reduced motion', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-20T10:00:00Z') });
  await page.goto('/');
  // Far enough ahead that a slow page load (a loaded machine) has not passed it yet.
  await page.clock.pauseAt(new Date('2026-11-20T10:05:00Z'));
  const tile = page.locator('[data-tile]:has([data-hover-images])').first();
  const img = tile.locator('[data-hover-images] img');
  const own = (await img.getAttribute('src'))!;
  const more = (await tile.locator('[data-hover-images]').getAttribute('data-hover-images'))!.split(' ');
  await tile.hover();
  await page.clock.runFor(999);
  await expect(img).toHaveAttribute('src', own);
  await page.clock.runFor(1);
  await expect(img).toHaveAttribute('src', more[0]!);
  await page.clock.runFor(1_000 * more.length);
  await expect(img).toHaveAttribute('src', own);
  await page.clock.runFor(1_000);
  await expect(img).toHaveAttribute('src', more[0]!);
  await page.mouse.move(0, 0);
  await expect(img).toHaveAttribute('src', own);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await tile.hover();
  await page.clock.runFor(3_000);
  await expect(img).toHaveAttribute('src', own);
});

test('view_item_list on the first page and on forward moves only; select_item on a tile click', async ({ page }) => {
  await page.goto('/');
  await expect.poll(async () => (await dataLayerEvents(page, 'view_item_list')).length).toBe(1);
  const [firstView] = await dataLayerEvents(page, 'view_item_list');
  expect(firstView!.storeSlug).toBe(snapshot.slug);
  expect(firstView!.ecommerce.currency).toBe(snapshot.currencies[0]);
  expect(firstView!.ecommerce.item_list_name).toBe('Featured Products');
  expect(firstView!.ecommerce.items).toHaveLength(12);
  expect(firstView!.ecommerce.items[0]).toEqual({
    item_id: tiles[0]!.listingSlug,
    item_name: tiles[0]!.name,
    item_category: tiles[0]!.productName,
    item_list_name: 'Featured Products',
    index: 0,
    price: tiles[0]!.prices[snapshot.currencies[0]!]! / 100,
    quantity: 1,
  });
  const pager = page.getByRole('navigation', { name: 'Featured products pages' });
  await pager.getByRole('link', { name: 'Next page' }).click();
  await expect(page.getByRole('list', { name: `Featured products, page 2 of ${totalPages}` })).toBeVisible();
  await expect.poll(async () => (await dataLayerEvents(page, 'view_item_list')).length).toBe(2);
  const [, secondView] = await dataLayerEvents(page, 'view_item_list');
  expect(secondView!.ecommerce.items.map((i) => i.index)).toEqual(tiles.slice(12, 24).map((_, i) => 12 + i));
  // Back is not a forward move.
  await page.getByRole('navigation', { name: 'Featured products pages' }).getByRole('link', { name: 'Previous page' }).click();
  await expect(page.getByRole('list', { name: `Featured products, page 1 of ${totalPages}` })).toBeVisible();
  expect(await dataLayerEvents(page, 'view_item_list')).toHaveLength(2);

  // select_item: keep the page (and its data layer) by cancelling the navigation after our listener ran.
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));
  await page.getByRole('list', { name: /Featured products/ }).getByRole('link').nth(2).click();
  const [selected] = await dataLayerEvents(page, 'select_item');
  expect(selected!.ecommerce.items).toEqual([expect.objectContaining({ item_id: tiles[2]!.listingSlug, index: 2, item_list_name: 'Featured Products' })]);
});

test('the pages run without console errors (every inline script allowed by the CSP)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const listing = snapshot.listings.find((l) => l.visibility === 'public' && l.products.length > 1)!;
  const collection = snapshot.collections[0]!;
  for (const path of ['/', '/page/2/', `/${collection.slug}/`, `/listing/${listing.slug}/`, '/about/', '/terms-of-use/', '/search/', '/cart/']) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  expect(errors).toEqual([]);
});
