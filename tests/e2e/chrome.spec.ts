import { expect, test } from '@playwright/test';
import { freezeClock, raiseToast, recordOffsiteRequests } from './chrome-helpers';
import { E2E_SERVERS } from './stores';

// Page chrome on the demo store: promo banner (browsing spec 4, 5; decisions 10), toasts (spec 3, 9),
// and no third-party script for a store without marketing ids.

test.describe('promo banner', () => {
  test('rotates through the valid codes every 7 seconds and never shows NEWMOON0', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Promo codes' });
    await expect(banner).toHaveAttribute('data-ready', 'true');
    const moth = banner.getByRole('button', { name: 'Use code MOTH15 for 15% off' });
    const lantern = banner.getByRole('button', { name: 'Use code LANTERN5 for $5.00 off' });
    const freeship = banner.getByRole('button', { name: 'Use code FREESHIP for free shipping' });
    await expect(moth).toBeVisible();
    await expect(lantern).toBeHidden();
    await page.clock.runFor(6_900);
    await expect(moth).toBeVisible();
    await page.clock.runFor(100);
    await expect(lantern).toBeVisible();
    await expect(moth).toBeHidden();
    await page.clock.runFor(7_000);
    await expect(freeship).toBeVisible();
    await page.clock.runFor(7_000);
    await expect(moth).toBeVisible();
    // The 0 % code is left out entirely, not just hidden.
    await expect(banner).not.toContainText('NEWMOON0');
    expect(await banner.locator('[data-promo-code]').evaluateAll((els) => els.map((el) => el.getAttribute('data-promo-code')))).toEqual(['MOTH15', 'LANTERN5', 'FREESHIP']);
  });

  test('pauses while the pointer is over it', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Promo codes' });
    await expect(banner).toHaveAttribute('data-ready', 'true');
    await banner.hover();
    await page.clock.runFor(15_000);
    await expect(banner.getByRole('button', { name: /MOTH15/ })).toBeVisible();
  });

  test('click copies the code and shows Copied! for 3 seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await freezeClock(page);
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Promo codes' });
    await expect(banner).toHaveAttribute('data-ready', 'true');
    const copied = banner.getByRole('status');
    await expect(copied.getByText('Copied!')).toBeHidden();
    await banner.getByRole('button', { name: /MOTH15/ }).click();
    await expect(copied.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('MOTH15');
    await page.clock.runFor(2_900);
    await expect(copied.getByText('Copied!')).toBeVisible();
    await page.clock.runFor(100);
    await expect(copied.getByText('Copied!')).toBeHidden();
  });

  test('copies with the fallback when the clipboard API refuses', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
      (window as unknown as { copied: string[] }).copied = [];
      document.addEventListener('copy', () => (window as unknown as { copied: string[] }).copied.push(String(document.getSelection() ?? (document.activeElement as HTMLTextAreaElement).value)));
    });
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Promo codes' });
    await banner.getByRole('button', { name: /MOTH15/ }).click();
    await expect(banner.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied.length)).toBe(1);
  });

  test('shows the code as text without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E_SERVERS.demo.url });
    const page = await context.newPage();
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Promo codes' });
    await expect(banner.getByText('Use code MOTH15 for 15% off')).toBeVisible();
    await expect(banner.getByText(/LANTERN5/)).toBeHidden();
    await context.close();
  });
});

test.describe('toasts', () => {
  test('a toast appears top-right and disappears after 3 seconds', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await raiseToast(page, { message: 'Saved for later', type: 'success' });
    const toast = page.getByRole('status').filter({ hasText: 'Saved for later' });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x + box.width > width - 40 && box.y < 60).toBe(true);
    await page.clock.runFor(2_900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(100);
    await expect(toast).toHaveCount(0);
  });

  test('an error toast is an alert, lasts 6 seconds, is not repeated, and closes with its button', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await raiseToast(page, { message: 'Could not reach the store' });
    await raiseToast(page, { message: 'Could not reach the store' });
    const toast = page.getByRole('alert').filter({ hasText: 'Could not reach the store' });
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(5_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(toast).toHaveCount(0);

    await raiseToast(page, { message: 'Something else went wrong' });
    const second = page.getByRole('alert').filter({ hasText: 'Something else went wrong' });
    await second.getByRole('button', { name: 'Close' }).click();
    await expect(second).toHaveCount(0);
  });
});

test.describe('marketing tags', () => {
  test('the demo store (no marketing ids) loads no third-party script', async ({ page }) => {
    const offsite = recordOffsiteRequests(page, E2E_SERVERS.demo.url);
    for (const path of ['/', '/listing/luna-moth-field-study/', '/apparel/', '/cart/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(offsite.map((r) => r.url())).toEqual([]);
    const foreignScripts = await page.locator('script[src]').evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).src).filter((src) => !src.startsWith(location.origin)));
    expect(foreignScripts).toEqual([]);
    expect(await page.locator('[data-marketing-tags]').count()).toBe(0);
  });
});

// The home page's JavaScript budget lives with the others in tests/e2e/budget.spec.ts.

// Browsing spec 2 (header) and 3 (modals): "a Get notified button that is hidden", and its
// getnotified-modal. Both are in the page, and a shopper can neither see nor reach either of them.
test('the header has the Get notified button, hidden as the spec ships it, and its modal stays shut', async ({ page }) => {
  await page.goto('/');
  const button = page.locator('header [data-get-notified]');
  await expect(button).toHaveCount(1);
  await expect(button).toBeHidden();
  await expect(page.getByRole('button', { name: 'Get notified' })).toHaveCount(0);
  await expect(page.locator('dialog#getnotified-modal')).toBeHidden();
  await page.keyboard.press('Tab');
  for (let step = 0; step < 30; step += 1) {
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-get-notified') ?? false)).toBe(false);
    await page.keyboard.press('Tab');
  }
});
