import { expect, test, type Page } from '@playwright/test';
import { recordOffsiteRequests } from './chrome-helpers';
import { E2E_SERVERS } from './stores';

// tests/fixtures/stores/cellar-door: the age gate flag on (browsing spec 1, 4, 6; decisions 16),
// marketing ids configured, promo codes the banner must leave out.
test.use({ baseURL: E2E_SERVERS.cellarDoor.url });

const gate = (page: Page) => page.getByRole('dialog', { name: 'Age verification' });

test.describe('age gate', () => {
  test('Proceed waits for both boxes, Escape and the backdrop do not close it, and a reload does not show it again', async ({ page }) => {
    await page.goto('/');
    const dialog = gate(page);
    await expect(dialog).toBeVisible();
    const proceed = dialog.getByRole('button', { name: 'Proceed' });
    await expect(proceed).toBeDisabled();
    await dialog.getByLabel('I am 18 years of age or older').check();
    await expect(proceed).toBeDisabled();
    await dialog.getByLabel('I am not a resident of Louisiana or Utah').check();
    await expect(proceed).toBeEnabled();
    await dialog.getByLabel('I am 18 years of age or older').uncheck();
    await expect(proceed).toBeDisabled();

    // It demands a choice: Escape (twice: Chrome lets a second one through a cancelled first) and a backdrop click.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    // A modal dialog: the browser makes the store behind it inert.
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);

    await dialog.getByLabel('I am 18 years of age or older').check();
    await proceed.click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('isVerified'))).toBe('true');
    await expect(page.getByRole('link', { name: /Cart/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(gate(page)).toBeHidden();
    await page.goto('/about/');
    await expect(gate(page)).toBeHidden();
  });

  test('shows on every page until verified', async ({ page }) => {
    await page.goto('/listing/mile-marker-hoodie/');
    await expect(gate(page)).toBeVisible();
    await expect(gate(page).getByRole('button', { name: 'Exit' })).toBeEnabled();
  });

  test('Exit leaves the store', async ({ page }) => {
    await page.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Elsewhere</title><h1>Elsewhere</h1>' }));
    await page.goto('/');
    await gate(page).getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL('https://www.google.com/');
    expect(await page.evaluate(() => localStorage.getItem('isVerified'))).toBeNull();
  });
});

test('the promo banner leaves out a 0 and a non-USD fixed code', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('isVerified', 'true'));
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Promo codes' });
  expect(await banner.locator('[data-promo-code]').evaluateAll((els) => els.map((el) => el.getAttribute('data-promo-code')))).toEqual(['ORCHARD20', 'BARREL5', 'HAULFREE']);
});

test('configured marketing tags load after the page is interactive', async ({ page }) => {
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'application/javascript', body: 'window.__tags = (window.__tags || 0) + 1;' }));
  const offsite = recordOffsiteRequests(page, E2E_SERVERS.cellarDoor.url);
  const response = await page.goto('/');
  // Not in the page as sent: the script adds them.
  expect(await response?.text()).not.toMatch(/<script[^>]+googletagmanager/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __tags?: number }).__tags ?? 0)).toBe(2);
  expect(offsite.map((r) => r.url()).sort()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-CELLAR2024', 'https://www.googletagmanager.com/gtm.js?id=GTM-CELLAR1']);
  const timing = await page.evaluate(() => {
    const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
    const tags = performance.getEntriesByType('resource').filter((e) => e.name.includes('googletagmanager')).map((e) => e.startTime);
    return { load, tags };
  });
  expect(timing.tags).toHaveLength(2);
  for (const start of timing.tags) expect(start).toBeGreaterThanOrEqual(timing.load);
  const dataLayer = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer));
  expect(dataLayer).toContain('gtm.js');
  expect(dataLayer).toContain('G-CELLAR2024');
});
