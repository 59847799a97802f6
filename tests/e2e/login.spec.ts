import { expect, test } from '@playwright/test';
import { snapshotOf } from './helpers';

const login = snapshotOf('demo').theme.content.login;

test('/login is styled from the theme and GETs the access code to /', async ({ page }) => {
  await page.goto('/login/?returnTo=%2Fcart%2F');
  await expect(page).toHaveTitle(`${login.title} | Quiet Moth Studio`);
  await expect(page.getByRole('heading', { level: 1, name: login.title! })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(31, 30, 54)'); // #1F1E36
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(247, 243, 234)'); // #F7F3EA
  const code = page.getByLabel('Access code');
  await expect(code).toHaveAttribute('name', 'accessCode');
  await expect(code).toHaveAttribute('required', '');
  await expect(page.locator('form')).toHaveAttribute('method', 'get');
  await expect(page.locator('form')).toHaveAttribute('action', '/');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The form carries returnTo on; on an open store the code is simply ignored.
  await code.fill('open sesame');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/\?accessCode=open\+sesame&returnTo=%2Fcart%2F$/);
});

test('/login shows the gate\'s errors', async ({ page }) => {
  await page.goto('/login/?error=invalid');
  await expect(page.getByRole('alert')).toHaveText('That access code is not right. Please try again.');
  await page.goto('/login/?error=locked');
  await expect(page.getByRole('alert')).toHaveText('Too many wrong attempts. Please try again in 15 minutes.');
  await page.goto('/login/?error=%3Cimg%3E');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
