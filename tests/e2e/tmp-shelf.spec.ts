import { test } from '@playwright/test';
import { publicTiles, snapshotOf } from './helpers';
const first = publicTiles(snapshotOf('demo'))[0]!;
test('dump shelf', async ({ page }) => {
  await page.goto(`/listing/${first.listingSlug}/`);
  await page.waitForTimeout(1500);
  const info = await page.evaluate(() => {
    const shelf = document.querySelector('[data-related]')!;
    const out: unknown[] = [];
    for (const li of shelf.querySelectorAll('li')) {
      const b = li.querySelector('button')!.getBoundingClientRect();
      const s = li.querySelector('button .visually-hidden')!.getBoundingClientRect();
      out.push({ l: li.getAttribute('data-listing'), p: li.getAttribute('data-product'), b: [b.x, b.y, b.width, b.height], s: [s.x, s.y, s.width, s.height], li: [li.getBoundingClientRect().x, li.getBoundingClientRect().width] });
    }
    return { out, w: innerWidth, sy: scrollY };
  });
  console.log(JSON.stringify(info, null, 1));
});
