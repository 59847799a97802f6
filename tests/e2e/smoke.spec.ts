import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const store = JSON.parse(readFileSync('stores/demo/store.json', 'utf8')) as { name: string };

test('the home page answers with the store name and its featured products', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('link', { name: store.name, exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
});

test('the API is served by Pages Functions over the local D1 catalog', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { ok: boolean; store: string; skus: number };
  expect(body).toMatchObject({ ok: true, store: 'demo' });
  expect(body.skus).toBeGreaterThan(100);
});
