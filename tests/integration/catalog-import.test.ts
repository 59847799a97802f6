import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogStatements, catalogStatementsInParts, IMPORT_SIZES } from '../../scripts/lib/catalog-sql';
import type { CatalogRow } from '../../src/catalog/catalog-rows';
import { startHarness, type Harness } from './harness';

// The catalog import writes only what changed (issue 20 item 3), and that must never leave D1 other
// than a full import would: for any catalogs A, B and C (skus moved between listings, listings gone
// and back, titles, prices, currencies and stock changed), importing C on top of A and B leaves the
// same catalog, prices and stock as importing C into an empty database; the skus A or B had and C has
// not are kept for old orders but out of the catalog, with no prices; and importing C once more writes
// its catalog_imports entry and nothing else.
let h: Harness;
/** What D1 counts as written for the catalog_imports entry alone (its row and index entries). */
let entryWrites = 0;
beforeAll(async () => {
  h = await startHarness({ rows: [] });
  entryWrites = (await h.db.prepare("INSERT INTO catalog_imports (pulled_at, sku_count) VALUES ('2026-01-01T00:00:00.000Z', 0)").run()).meta.rows_written;
  expect(entryWrites).toBeGreaterThan(0);
});
afterAll(() => h.dispose());

const AT = '2026-11-20T00:00:00.000Z';
const SKUS = Array.from({ length: 14 }, (_, i) => `sku-${i}`);

// Each value mostly stays as it was, so that imports often differ in one column only: the change test
// must notice any single column.
const mostly = <T>(usual: T, other: T) => fc.oneof({ weight: 5, arbitrary: fc.constant(usual) }, { weight: 1, arbitrary: fc.constant(other) });
// A sku mostly stays in its own listing (sku-4 in listing 5) and sometimes moves to another.
const row = (home: number) => fc.record({
  listingId: fc.oneof({ weight: 4, arbitrary: fc.constant(home) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 6 }) }),
  itemGroupId: mostly(1, 2), productId: mostly(3, 4), variationId: mostly(4, 5), sizeId: mostly(5, 6), teespringId: mostly(40, 41),
  productType: mostly('T-Shirt', 'Mug'),
  color: mostly('Navy', 'Moss'),
  sizeLabel: mostly('M', 'L'),
  deliveryType: mostly<'physical' | 'digital'>('physical', 'digital'),
  checkoutFlow: mostly<'default' | 'preorder'>('default', 'preorder'),
  title: mostly('Moth tee', "Ada's hoodie"),
  image: mostly<string | null>(null, '/a.svg'),
  visibility: mostly<'public' | 'unlisted'>('public', 'unlisted'),
  stock: fc.integer({ min: 0, max: 4 }),
  prices: fc.dictionary(fc.constantFrom('USD', 'EUR', 'GBP'), fc.integer({ min: 0, max: 3000 }), { maxKeys: 3 }),
});
// A catalog: a subset of the skus, each with its listing and values.
const catalog = fc.uniqueArray(fc.constantFrom(...SKUS), { maxLength: SKUS.length }).chain((skus) =>
  fc.tuple(...skus.map((sku) => row((SKUS.indexOf(sku) % 6) + 1).map((r): CatalogRow => ({
    sku, listingId: r.listingId, listingSlug: `listing-${r.listingId}`, itemGroupId: r.itemGroupId, productId: r.productId, variationId: r.variationId,
    sizeId: r.sizeId, teespringId: r.teespringId, title: r.title, productType: r.productType, color: r.color, sizeLabel: r.sizeLabel, image: r.image,
    deliveryType: r.deliveryType, visibility: r.visibility, checkoutFlow: r.checkoutFlow, stock: r.stock, prices: r.prices,
  })))),
);

/** Statement sizes as built, or small enough that a few rows span several statements of each kind. */
const sizes = fc.constantFrom(IMPORT_SIZES, { rowsPerStatement: 2, skusPerRetire: 1 }, { rowsPerStatement: 3, skusPerRetire: 3 });

async function importCatalog(rows: CatalogRow[], size = IMPORT_SIZES): Promise<number> {
  const results = await h.db.batch(catalogStatements(rows, AT, size).map((s) => h.db.prepare(s)));
  return results.reduce((sum, r) => sum + r.meta.rows_written, 0);
}

async function reset(): Promise<void> {
  await h.db.batch(['DELETE FROM catalog_prices', 'DELETE FROM stock', 'DELETE FROM catalog_items', 'DELETE FROM catalog_imports'].map((s) => h.db.prepare(s)));
}

/** What a shopper's order is priced and stocked from: the skus in the catalog, their prices and stock. */
async function catalogState() {
  const all = async (sql: string) => (await h.db.prepare(sql).all()).results;
  return {
    items: await all('SELECT * FROM catalog_items WHERE in_catalog = 1 ORDER BY sku'),
    prices: await all('SELECT * FROM catalog_prices ORDER BY sku, currency'),
    stock: await all('SELECT s.* FROM stock s JOIN catalog_items c USING (sku) WHERE c.in_catalog = 1 ORDER BY sku'),
  };
}

it('importing C on top of A and B equals importing C alone, and C again writes only its catalog_imports entry', async () => {
  await fc.assert(
    fc.asyncProperty(catalog, catalog, catalog, sizes, async (a, b, c, size) => {
      await reset();
      await importCatalog(c);
      const alone = await catalogState();

      await reset();
      for (const rows of [a, b, c]) await importCatalog(rows, size);
      expect(await catalogState()).toEqual(alone);
      const gone = [...new Set([...a, ...b].map((r) => r.sku))].filter((sku) => !c.some((r) => r.sku === sku)).sort();
      const out = (await h.db.prepare('SELECT sku FROM catalog_items WHERE in_catalog = 0 ORDER BY sku').all<{ sku: string }>()).results;
      expect(out.map((r) => r.sku)).toEqual(gone);

      expect(await importCatalog(c, size)).toBe(entryWrites);
    }),
    { numRuns: Number(process.env.CATALOG_IMPORT_RUNS ?? 150) },
  );
}, 120_000);

// A large store's build writes the import in parts, the upserts of each render process's listings
// after the retiring statements over all of them (scripts/lib/catalog-import.ts): on top of any
// catalog, it must leave D1 as the import written whole does.
it('importing C in shards, on top of A, equals importing C whole', async () => {
  await fc.assert(
    fc.asyncProperty(catalog, catalog, sizes, fc.array(fc.nat(2), { minLength: 7, maxLength: 7 }), async (a, c, size, shardOfListing) => {
      await reset();
      await importCatalog(a, size);
      await importCatalog(c, size);
      const whole = await catalogState();

      await reset();
      await importCatalog(a, size);
      const parts = [0, 1, 2].map((shard) => c.filter((r) => shardOfListing[r.listingId] === shard));
      await h.db.batch([...catalogStatementsInParts(c, parts, AT, size)].map((s) => h.db.prepare(s)));
      expect(await catalogState()).toEqual(whole);
      expect((await h.db.prepare('SELECT sku_count FROM catalog_imports ORDER BY rowid DESC LIMIT 1').first<{ sku_count: number }>())?.sku_count).toBe(c.length);
    }),
    { numRuns: Number(process.env.CATALOG_IMPORT_RUNS ?? 60) },
  );
}, 120_000);
