import { expect, test } from '@playwright/test';

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  for (const path of ['/no-such-page', '/some/deeper/path/', '/no-such-page/listing/x']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404! Page not found' })).toBeVisible();
    await expect(page.getByText('Somehow you have come to a page that does not exist.')).toBeVisible();
  }
  await page.getByRole('link', { name: 'Go to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown listing answers 404 with the listing-not-found page', async ({ page }) => {
  for (const path of ['/listing/no-such-listing', '/listing/no-such-listing/?product=1', '/listing/a/b/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Listing not found' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Go to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/404 and /listing-not-found are pages of their own', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1, name: '404! Page not found' })).toBeVisible();
  const response = await page.goto('/listing-not-found/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Listing not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
});
