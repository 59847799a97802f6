import { expect, test } from '@playwright/test';
import { E2E_SERVERS } from './stores';
import { E2E_ACCESS_CODE } from './track-bindings';

// The gated fixture store (tests/fixtures/stores/harbor-gated, settings.gated) behind the gate of
// functions/_middleware.ts: /login for every page until the right code is given (issue 6 acceptance).
test.use({ baseURL: E2E_SERVERS.gated.url });

test('a gated store shows /login for every page until the right code is given', async ({ page, request }) => {
  for (const path of ['/', '/listing/lighthouse-tee/', '/cart/', '/support/', '/catalog/search-index.json']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(path === '/' ? /\/login\/?$/ : new RegExp(`/login/?\\?returnTo=${encodeURIComponent(path)}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Crew only' })).toBeVisible();
  }
  expect((await request.get('/api/health')).status()).toBe(401);

  // The theme's login look, with the logo embedded: behind the gate /images/* would not load.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(11, 61, 46)');
  await expect(page.getByRole('img', { name: 'Harbor Lights Crew' })).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);

  await page.goto('/cart/');
  await page.getByLabel('Access code').fill('not the code');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login\/?\?.*error=invalid/);
  await expect(page.getByRole('alert')).toHaveText('That access code is not right. Please try again.');

  await page.getByLabel('Access code').fill(E2E_ACCESS_CODE);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/cart\/$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crew only' })).toHaveCount(0);
  expect((await page.request.get('/api/health')).status()).toBe(200);
});
