import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogStatements, IMPORT_SIZES } from '../../scripts/lib/catalog-sql';
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

const row = fc.record({
  listingId: fc.integer({ min: 1, max: 6 }),
  title: fc.constantFrom('Moth tee', 'Fern mug', "Ada's hoodie"),
  image: fc.option(fc.constantFrom('/a.svg', '/b.svg'), { nil: null }),
  visibility: fc.constantFrom('public' as const, 'unlisted' as const),
  stock: fc.integer({ min: 0, max: 4 }),
  prices: fc.dictionary(fc.constantFrom('USD', 'EUR', 'GBP'), fc.integer({ min: 0, max: 3000 }), { maxKeys: 3 }),
});
// A catalog: a subset of the skus, each with its listing and values.
const catalog = fc.uniqueArray(fc.constantFrom(...SKUS), { maxLength: SKUS.length }).chain((skus) =>
  fc.tuple(...skus.map((sku) => row.map((r): CatalogRow => ({
    sku, listingId: r.listingId, listingSlug: `listing-${r.listingId}`, itemGroupId: 1, productId: 3, variationId: 4, sizeId: 5, teespringId: 40,
    title: r.title, productType: 'T-Shirt', color: 'Navy', sizeLabel: 'M', image: r.image, deliveryType: 'physical',
    visibility: r.visibility, checkoutFlow: 'default', stock: r.stock, prices: r.prices,
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
    { numRuns: Number(process.env.CATALOG_IMPORT_RUNS ?? 60) },
  );
}, 120_000);
