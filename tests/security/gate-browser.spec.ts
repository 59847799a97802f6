import { expect, test } from '@playwright/test';
import { E2E_SERVERS } from '../e2e/stores';
import { E2E_ACCESS_CODE } from '../e2e/track-bindings';

// The gate in a real browser against `wrangler pages dev` (issue 17): the __Host- cookie must work on
// http://127.0.0.1 in Chromium, and a page behind the gate must reach the browser as private,
// no-store and Vary: Cookie, whatever the build's _headers say for pages (public, s-maxage=60).
test.use({ baseURL: E2E_SERVERS.gated.url });

test('logging in sets the __Host- gate cookie in Chromium over http://127.0.0.1 and it opens the store', async ({ page, context }) => {
  await page.goto('/cart/');
  await page.getByLabel('Access code').fill(E2E_ACCESS_CODE);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/cart\/$/);
  const cookie = (await context.cookies()).find((c) => c.name === '__Host-gate_harbor-gated');
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/', domain: '127.0.0.1' });
  const response = await page.goto('/listing/lighthouse-tee/');
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers.vary ?? '').toMatch(/cookie/i);
  // The security headers of _headers are still there.
  expect(headers['x-frame-options']).toBe('DENY');
});

test('without the cookie nothing behind the gate is cacheable either', async ({ request }) => {
  for (const path of ['/', '/login/', '/api/health']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
  }
});
