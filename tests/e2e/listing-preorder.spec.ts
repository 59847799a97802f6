import { expect, test } from '@playwright/test';
import { snapshotOf } from './helpers';
import { listingOf, openListing } from './listing-helpers';

const snapshot = snapshotOf('demo');
const preorder = listingOf(snapshot, 'field-guide-volume-two-hoodie');
const product = preorder.products[0]!;

test('a pre-order listing shows the pre-order form instead of Add to cart, validating every field', async ({ page }) => {
  await openListing(page, `/listing/${preorder.slug}/`);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pre-order' })).toHaveAttribute('href', '#preorder-form');
  const form = page.getByRole('region', { name: 'Pre-order this item' });
  const submit = form.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();

  // Every rule and message of browsing spec 5, shown once the shopper has been in the field.
  const messages: [string, string, string][] = [
    ['Full name', ' ', 'Please enter your full name.'],
    ['Email', 'not-an-email', 'Please enter a valid email.'],
    ['Street address', ' ', 'Please enter your street address.'],
    ['City', ' ', 'Please enter your city.'],
    ['Zip code', '', 'Please enter your zipcode'],
  ];
  for (const [label, value, message] of messages) {
    await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByLabel(label, { exact: true }).blur();
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await form.getByLabel('Zip code').fill('123');
  await expect(form.getByText('Please enter a valid zipcode', { exact: true })).toBeVisible();
  await form.getByLabel('Zip code').fill('12a45');
  await expect(form.getByText('Please enter a valid zipcode', { exact: true })).toBeVisible();
  await form.getByLabel('State').focus();
  await form.getByLabel('State').blur();
  await expect(form.getByText('Please select your state', { exact: true })).toBeVisible();
  await form.getByLabel('Country').selectOption('');
  await expect(form.getByText('Please select your country.', { exact: true })).toBeVisible();
  await expect(submit).toBeDisabled();

  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Street address').fill('1 Analytical Way');
  await form.getByLabel('City').fill('Albany');
  await form.getByLabel('Zip code').fill('12207');
  await form.getByLabel('State').selectOption('NY');
  await expect(submit).toBeDisabled();
  await form.getByLabel('Country').selectOption('US');
  await expect(submit).toBeEnabled();
  await expect(form.locator('.field-error:not(:empty)')).toHaveCount(0);
  // Clearing a field disables Submit again at once.
  await form.getByLabel('City').fill('');
  await expect(submit).toBeDisabled();
  await form.getByLabel('City').fill('Albany');

  // The colour and size follow the buy box, and the sku posted is itemGroupId_variationId_sizeId.
  const last = product.variations.at(-1)!;
  await page.getByRole('group', { name: /^Colour/ }).getByRole('radio', { name: last.color, exact: true }).check();
  await expect(form.getByLabel('Colour')).toHaveValue(String(last.variationId));
  const size = last.sizes.at(-1)!;
  await form.getByLabel('Size', { exact: true }).selectOption(String(size.id));
  await expect(page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: size.label, exact: true })).toBeChecked();
  await expect(form.locator('input[name="sku"]')).toHaveValue(`${preorder.itemGroupId}_${last.variationId}_${size.id}`);
  await expect(form.locator('form')).toHaveAttribute('action', '/api/preorder');

  // Posted form-encoded; the API stores it and sends the shopper back with thanks.
  const [request] = await Promise.all([page.waitForRequest((r) => r.url().endsWith('/api/preorder') && r.method() === 'POST'), submit.click()]);
  expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  expect(new URLSearchParams(request.postData() ?? '').get('zip')).toBe('12207');
  await expect(page).toHaveURL(/[?&]preorder=received/);
  await expect(page.getByRole('status').filter({ hasText: 'your pre-order request was received' })).toBeVisible();
});

test('a pre-order listing thanks the shopper when the API sends them back', async ({ page }) => {
  await openListing(page, `/listing/${preorder.slug}/?preorder=received`);
  await expect(page.getByRole('status').filter({ hasText: 'your pre-order request was received' })).toBeVisible();
});

test('on a phone the pre-order form fits its box: no field (the country list\'s longest name) runs past the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openListing(page, `/listing/${preorder.slug}/`);
  const overflow = await page.evaluate(() => {
    const box = document.querySelector('#preorder-form')!.getBoundingClientRect();
    const past = [...document.querySelectorAll('#preorder-form input, #preorder-form select')].filter((f) => f.getBoundingClientRect().right > box.right + 0.5).map((f) => f.id);
    return { past, page: document.documentElement.scrollWidth - window.innerWidth };
  });
  expect(overflow).toEqual({ past: [], page: 0 });
});

test('a refused pre-order comes back to the listing with a message, not a page of JSON', async ({ page }) => {
  await openListing(page, `/listing/${preorder.slug}/`);
  // Posted as a browser without the form's checks would (no JavaScript): the API refuses the ZIP.
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('[data-preorder-form] form, form[action="/api/preorder"]')!;
    for (const [name, value] of Object.entries({ email: 'fan@example.com', name: 'Fan', street: '1 Main St', city: 'Albany', zip: '1', state: 'NY' })) {
      const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (field) field.value = value;
    }
    HTMLFormElement.prototype.submit.call(form);
  });
  await expect(page).toHaveURL(/[?&]preorder=failed/);
  await expect(page.getByRole('alert').filter({ hasText: 'Your pre-order request could not be sent.' })).toBeVisible();
});
