import { expect, test, type Page } from '@playwright/test';
import { TAG_HOST } from '../../src/lib/marketing-tags';
import { E2E_SERVERS } from '../e2e/stores';

// Attacks through theme and catalog data on the hostile fixture store (tests/fixtures/stores/harbor-hostile):
// a listing title with markup and no description fell back to set:html; custom CSS with image-set(),
// src(), an @font-face url(), and url() in a custom property made the shopper's browser call any host.
// Controls: titles render as text; custom CSS is a css-tree allow-list (src/lib/sanitize-css.ts).
const store = E2E_SERVERS.hostile;
test.use({ baseURL: store.url });

// The catalog's product images (the platform's image host) and the store's configured analytics tag
// are the only other hosts the page may call; the theme's CSS adds none.
const ALLOWED = ['https://mockups.example.com/', `${TAG_HOST}/`];

/** Every request the page makes to a host not in ALLOWED. */
function offsite(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(store.url) && !ALLOWED.some((host) => url.startsWith(host)) && !/^(?:data|blob):/.test(url)) urls.push(url);
  });
  return urls;
}

test('a listing title with markup shows as text and runs nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/listing/storm-mug/');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null)).toBeNull();
  expect(dialogs).toEqual([]);
  // The fallback description is the title, as text.
  await expect(page.locator('.prose-sm p').first()).toHaveText(`Storm <img src=x onerror="window.__pwned='title'"> Mug`);
  expect(await page.locator('img[onerror], img[src="x"]').count()).toBe(0);
});

for (const path of ['/', '/listing/storm-mug/', '/listing/lighthouse-tee/']) {
  test(`the theme's custom CSS makes the browser call no other host on ${path}`, async ({ page }) => {
    const calls = offsite(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Give lazily applied styles (fonts, hover images) a chance as well.
    await page.evaluate(() => document.fonts.ready);
    expect(calls).toEqual([]);
    const css = (await page.locator('head style').allTextContents()).join('\n');
    expect(css).not.toMatch(/evil\.example|image-set|\bsrc\(|@import|expression/i);
  });
}
