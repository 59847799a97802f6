import { expect, test } from '@playwright/test';
import { snapshotOf } from './helpers';

const listing = snapshotOf('demo').listings.find((l) => l.visibility === 'public')!;

test('the contact form shows the spec\'s messages and leads to the success page', async ({ page }) => {
  await page.goto('/contact/');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  for (const message of ['Please enter your order number', 'Please enter a valid email', 'Please enter your full name', 'Please select the reason for your contact', 'Please tell us why you are contacting us']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Order number')).toBeFocused();

  // Validated on change: a message goes as soon as the field is right.
  await page.getByLabel('Order number').fill('HK7Q-M9XD');
  await expect(page.getByText('Please enter your order number')).toBeHidden();
  await page.getByLabel('E-mail').fill('ada@');
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('E-mail').fill('ada@example.com');
  await expect(page.getByText('Please enter a valid email')).toBeHidden();
  await page.getByLabel('Full name').fill("Ada O'Neil");
  await page.getByLabel('Reason for contact').selectOption({ label: 'Damaged or misprinted item' });
  // A message holding a refused character is told so, in words (not asked for again).
  await page.getByLabel('Message').fill('Love it <3');
  await expect(page.getByText('Please remove angle brackets and control characters', { exact: true })).toBeVisible();
  await page.getByLabel('Message').fill('The moth on my shirt is smudged.');
  await expect(page.getByText('Please remove angle brackets and control characters')).toBeHidden();
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page).toHaveURL(/\/contact-success\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for contacting us' })).toBeVisible();
});

test('a listing\'s Report link prefills the reason and the listing', async ({ page }) => {
  await page.goto(`/listing/${listing.slug}/`);
  await page.getByRole('link', { name: 'Report this product' }).click();
  await expect(page).toHaveURL(new RegExp(`/contact/\\?reason=report&listing=${listing.slug}$`));
  await expect(page.getByLabel('Reason for contact')).toHaveValue('report');
  await expect(page.getByLabel('Message')).toHaveValue(new RegExp(`/listing/${listing.slug}/`));
});
