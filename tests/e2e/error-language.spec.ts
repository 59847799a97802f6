import { expect, test } from '@playwright/test';
import de from '../../src/i18n/de';
import en from '../../src/i18n/en';
import { openPreferences } from './localization-helpers';

// The API's errors in the shopper's language (src/lib/error-messages.ts): the server's detail is always
// English, the page shows the shopper's words for its code.

test('a mistyped order number on /track reads in German for a shopper who chose Deutsch', async ({ page }) => {
  await page.goto('/track/');
  const dialog = await openPreferences(page);
  await dialog.getByLabel(en['localization.locale']).selectOption('de');
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: en['localization.submit'] }).click()]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.getByLabel(de['track.orderNumber']).fill('ZZZZ-ZZZZ');
  await page.getByLabel(de['track.email']).fill('nobody@example.com');
  await page.getByRole('button', { name: de['track.submit'] }).click();
  // The server answers 404 order_not_found with its English detail; the banner says it in German.
  await expect(page.getByRole('alert')).toHaveText(de['error.orderNotFound']);
  expect(de['error.orderNotFound']).not.toBe(en['error.orderNotFound']);
  await expect(page).toHaveURL(/\/track\/$/);
});
