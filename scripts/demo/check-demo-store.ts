/**
 * Pulls a store directory (the demo store by default) the way a build does, public and preview,
 * and fails on any warning or a missing special case.
 *
 *   npx tsx scripts/demo/check-demo-store.ts [--dir stores/demo] [--slug demo]
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { pullStore } from '../../src/catalog/pull';
import { directorySource } from '../../src/catalog/sources/directory';
import type { StoreSnapshot } from '../../src/catalog/snapshot';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const { values: args } = parseArgs({
  options: { dir: { type: 'string', default: 'stores/demo' }, slug: { type: 'string', default: 'demo' }, demo: { type: 'boolean' } },
});
const dir = resolve(repoRoot, args.dir ?? 'stores/demo');
const slug = args.slug ?? 'demo';
const isDemo = args.demo ?? slug === 'demo';

const failures: string[] = [];
const expect = (ok: boolean, message: string) => {
  if (!ok) failures.push(message);
};

async function pull(preview: boolean): Promise<StoreSnapshot> {
  const warnings: string[] = [];
  const started = performance.now();
  const snapshot = await pullStore({
    slug,
    source: directorySource(dir),
    storeFilesDir: dir,
    preview,
    assetBase: '',
    onWarning: (w) => warnings.push(w),
  });
  expect(!JSON.stringify(snapshot.theme).includes('{{assetPath}}'), 'theme still holds {{assetPath}}');
  const ms = Math.round(performance.now() - started);
  expect(warnings.length === 0, `${preview ? 'preview' : 'public'} pull warned: ${warnings.join(' | ')}`);
  const variations = snapshot.listings.reduce((n, l) => n + l.products.reduce((m, p) => m + p.variations.length, 0), 0);
  console.log(
    `${preview ? 'preview' : 'public '} pull of ${slug} in ${ms} ms: ${snapshot.listings.length} listings, ${snapshot.tiles.length} tiles, ` +
    `${variations} variations, ${snapshot.collections.length} top collections, currencies ${snapshot.currencies.join(' ')}, ` +
    `${Object.keys(snapshot.productDetails).length} product details, ${snapshot.support.length} support categories`,
  );
  return snapshot;
}

function checkDemo(pub: StoreSnapshot, preview: StoreSnapshot) {
  const bySlug = new Map(preview.listings.map((l) => [l.slug, l]));
  expect(pub.listings.length >= 30, `public build has ${pub.listings.length} listings, expected at least 30`);
  expect(!pub.listings.some((l) => l.visibility === 'private'), 'a private listing is in the public build');
  const privates = preview.listings.filter((l) => l.visibility === 'private');
  expect(privates.length === 1 && preview.preview, `preview build should hold exactly one private listing (${privates.length})`);
  expect(pub.listings.filter((l) => l.visibility === 'unlisted').length === 1, 'expected one unlisted listing in the public build');
  expect(pub.listings.filter((l) => l.checkoutFlow === 'preorder').length === 1, 'expected one pre-order listing');
  expect(pub.listings.filter((l) => l.orders > 100).length === 1, 'expected one listing with more than 100 orders');
  const digital = pub.listings.filter((l) => l.products.some((p) => p.deliveryType === 'digital'));
  expect(digital.length === 1 && digital[0]!.products[0]!.variations[0]!.sizes[0]!.label === 'Digital', 'expected one digital listing sized "Digital"');
  const types = new Set(pub.listings.flatMap((l) => l.products.map((p) => p.productType)));
  expect(types.size >= 5, `only ${types.size} product types`);
  expect(pub.listings.some((l) => l.products.length > 1), 'no listing offers more than one product type');
  expect(pub.collections.length >= 4 && pub.collections.some((c) => c.children.length > 0), 'expected 4+ collections, one nested');
  expect(pub.currencies.length === 5, `expected 5 currencies, got ${pub.currencies.join(',')}`);
  for (const listing of pub.listings)
    for (const product of listing.products)
      for (const variation of product.variations)
        for (const size of variation.sizes)
          if (size.available)
            for (const currency of pub.currencies)
              expect(size.prices[currency] !== undefined, `${listing.slug} ${variation.variationId}/${size.id} has no ${currency} price`);
  const sizes = pub.listings.flatMap((l) => l.products.flatMap((p) => p.variations.flatMap((v) => v.sizes)));
  expect(sizes.some((s) => !s.available && s.stock === 0), 'no size is out of stock');
  expect(sizes.some((s) => s.available && s.stock > 0 && s.stock <= 5), 'no size has low stock');
  const soldOutColour = pub.listings.some((l) => l.products.some((p) => p.variations.some((v) => v.sizes.every((s) => !s.available))));
  expect(soldOutColour, 'no colour is sold out');
  const charts = Object.values(pub.productDetails).filter((d) => d.sizeChart);
  expect(charts.some((d) => d.sizeChart?.unit === 'cm') && charts.some((d) => d.sizeChart?.unit === 'inches'), 'size charts in cm and inches expected');
  const codes = pub.store.promoCodes.map((c) => c.type);
  expect(['percentage', 'fixed_value', 'free_shipping'].every((t) => codes.includes(t as (typeof codes)[number])), 'promo code types missing');
  expect(pub.support.length >= 3, 'fewer than 3 support categories');
  expect(pub.settings.holidayWindows.length === 4, 'expected four holiday windows');
  expect(Object.keys(pub.settings.taxRates).length === 51, 'expected tax rates for 50 states and DC');

  console.log('special listings:');
  const show = (label: string, items: { slug: string }[]) => console.log(`  ${label}: ${items.map((l) => l.slug).join(', ')}`);
  show('private', privates);
  show('unlisted', pub.listings.filter((l) => l.visibility === 'unlisted'));
  show('pre-order', pub.listings.filter((l) => l.checkoutFlow === 'preorder'));
  show('digital', digital);
  show('orders > 100', pub.listings.filter((l) => l.orders > 100));
  show('several product types', pub.listings.filter((l) => l.products.length > 1));
  show(
    'whole colour sold out',
    pub.listings.filter((l) => l.products.some((p) => p.variations.some((v) => v.sizes.every((s) => !s.available)))),
  );
  show(
    'some sizes out of stock',
    pub.listings.filter((l) => l.products.some((p) => p.variations.some((v) => v.sizes.some((s) => !s.available) && v.sizes.some((s) => s.available)))),
  );
  console.log(`  product types: ${[...types].join(', ')}`);
  console.log(`  collections: ${pub.collections.map((c) => (c.children.length ? `${c.slug} (${c.children.map((x) => x.slug).join(', ')})` : c.slug)).join(', ')}`);
  console.log(`  promo codes: ${pub.store.promoCodes.map((c) => `${c.code} (${c.type})`).join(', ')}`);
  expect(bySlug.size === pub.listings.length + 1, 'preview should add exactly the private listing');
}

const pub = await pull(false);
const preview = await pull(true);
if (isDemo) checkDemo(pub, preview);
else expect(pub.listings.length === pub.tiles.length, `${pub.listings.length} listings for ${pub.tiles.length} tiles`);

if (failures.length) {
  console.error(`\n${failures.length} check(s) failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('ok');
