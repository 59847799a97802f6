import { expect, test } from '@playwright/test';
import { snapshotOf } from './helpers';

const support = snapshotOf('demo').support.filter((c) => c.posts.length > 0);

test('the support home lists the topics by category, without side navigation', async ({ page }) => {
  await page.goto('/support/');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  for (const category of support) {
    const section = page.getByRole('region', { name: category.name });
    await expect(section.getByRole('link')).toHaveCount(category.posts.length);
    await expect(section.getByRole('link', { name: category.posts[0]!.title })).toHaveAttribute('href', `/support/${category.posts[0]!.slug}/`);
  }
  await expect(page.getByRole('navigation', { name: 'Help topics' })).toHaveCount(0);
  await expect(page.getByText('E-mail replies within 24 business hours.')).toBeVisible();
});

test('an article shows its post with side navigation to every other post', async ({ page }) => {
  const [first, second] = [support[0]!, support[1]!];
  await page.goto('/support/');
  await page.getByRole('link', { name: first.posts[0]!.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: first.posts[0]!.title })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Help topics' });
  await expect(nav.locator('a[aria-current="page"]')).toHaveText(first.posts[0]!.title);
  await nav.getByText(second.name).click(); // open the other category
  await nav.getByRole('link', { name: second.posts[0]!.title }).click();
  await expect(page).toHaveURL(new RegExp(`/support/${second.posts[0]!.slug}/$`));
  await expect(page.getByRole('heading', { level: 1, name: second.posts[0]!.title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Help topics' }).locator('a[aria-current="page"]')).toHaveText(second.posts[0]!.title);
});

test('the further support paths lead to tracking', async ({ page }) => {
  await page.goto('/support/track-my-order/');
  await expect(page).toHaveURL(/\/track\/$/, { timeout: 10_000 });
  await page.goto('/support/track/recover/');
  await expect(page).toHaveURL(/\/track\/recover\/$/, { timeout: 10_000 });
});
