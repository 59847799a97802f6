import { describe, expect, it } from 'vitest';
import type { CatalogRow } from '../../../src/catalog/catalog-rows';
import fc from 'fast-check';
import { catalogRows } from '../../../src/catalog/catalog-rows';
import { pullStore } from '../../../src/catalog/pull';
import { directorySource } from '../../../src/catalog/sources/directory';
import { catalogSql, catalogSqlChunks, catalogStatements, storeConfigSql, storeConfigStatement } from '../../../scripts/lib/catalog-sql';
import { catalogStatementsOfListings } from '../../../scripts/lib/catalog-import';

const row = (sku: string, title: string, extra: Partial<CatalogRow> = {}): CatalogRow => ({
  sku, listingId: 2, listingSlug: 'tee', itemGroupId: 1, productId: 3, variationId: 4, sizeId: 5, teespringId: 40,
  title, productType: 'T-Shirt', color: 'Navy', sizeLabel: 'S', image: null, deliveryType: 'physical',
  visibility: 'public', checkoutFlow: 'default', stock: 3, prices: { USD: 2399 }, ...extra,
});
const AT = '2026-11-20T00:00:00.000Z';

describe('catalog SQL', () => {
  it('writes the import file: one statement per line, each ending in ;, each writing only what changed', () => {
    const lines = catalogSql([row('4_5', "Ada's tee")], AT).split(';\n');
    expect(lines.pop()).toBe('');
    // Skus the import has not are marked out of the catalog and lose their prices, before anything else.
    expect(lines[0]).toBe("UPDATE catalog_items SET in_catalog = 0 WHERE in_catalog = 1 AND sku NOT IN ('4_5')");
    expect(lines[1]).toBe("DELETE FROM catalog_prices WHERE sku IN (SELECT sku FROM catalog_items WHERE true) AND sku NOT IN ('4_5')");
    expect(lines[2]).toMatch(/^INSERT INTO catalog_items \(sku, listing_id, .*, in_catalog\) VALUES \('4_5', 2, 'tee', 1, 3, 4, 5, 40, 'Ada''s tee', 'T-Shirt', 'Navy', 'S', NULL, 'physical', 'public', 'default', 1\) ON CONFLICT \(sku\) DO UPDATE SET listing_id = excluded.listing_id, /);
    expect(lines[2]).toMatch(/ WHERE \(catalog_items.listing_id, .*, catalog_items.in_catalog\) IS NOT \(excluded.listing_id, .*, excluded.in_catalog\)$/);
    expect(lines[3]).toBe("DELETE FROM catalog_prices WHERE sku IN ('4_5') AND (sku, currency) NOT IN (VALUES ('4_5', 'USD'))");
    expect(lines[4]).toBe("INSERT INTO catalog_prices (sku, currency, amount_cents) VALUES ('4_5', 'USD', 2399) ON CONFLICT (sku, currency) DO UPDATE SET amount_cents = excluded.amount_cents WHERE catalog_prices.amount_cents IS NOT excluded.amount_cents");
    // Stock is the platform's figure less what was sold since it was taken (issue 17).
    expect(lines[5]).toBe(
      "INSERT INTO stock (sku, quantity) SELECT v.column1, max(0, v.column2 - coalesce((SELECT sum(json_extract(i.value, '$.quantity')) FROM orders o, json_each(o.items) i " +
      "WHERE o.created_at >= '2026-11-20T00:00:00.000Z' AND o.status <> 'cancelled' AND json_extract(i.value, '$.sku') = v.column1), 0)) FROM (VALUES ('4_5', 3)) AS v WHERE true " +
      'ON CONFLICT (sku) DO UPDATE SET quantity = excluded.quantity WHERE stock.quantity IS NOT excluded.quantity',
    );
    expect(lines[6]).toBe("INSERT INTO catalog_imports (pulled_at, sku_count) VALUES ('2026-11-20T00:00:00.000Z', 1)");
    expect(lines).toHaveLength(7);
    expect(storeConfigSql({ slug: 'harbor' })).toBe(
      `INSERT INTO store_config (id, config) VALUES (1, '{"slug":"harbor"}') ON CONFLICT (id) DO UPDATE SET config = excluded.config, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');\n`,
    );
  });

  it('gives the same statements as a list, for db.batch, with no SQL text to split', () => {
    // 250 rows: three chunks of at most 100 rows each, one without prices.
    const rows = Array.from({ length: 250 }, (_, i) => row(`${i}_1`, `Tee ${i}`, i >= 200 ? { prices: {} } : {}));
    const statements = catalogStatements(rows, AT);
    expect(statements.map((s) => `${s};\n`).join('')).toBe(catalogSql(rows, AT));
    expect([...catalogSqlChunks(rows, AT)].join('')).toBe(catalogSql(rows, AT));
    expect(statements.filter((s) => s.startsWith('INSERT INTO stock'))).toHaveLength(3);
    expect(statements.filter((s) => s.startsWith('INSERT INTO catalog_prices'))).toHaveLength(2);
    expect(`${storeConfigStatement({ a: 1 })};\n`).toBe(storeConfigSql({ a: 1 }));
  });

  it('writes the same statements listing by listing as from every row at once (a large store\'s import)', async () => {
    const { listings } = await pullStore({ slug: 'demo', source: directorySource('stores/demo'), storeFilesDir: 'stores/demo' });
    // Listing ids drawn from a few values: runs that split on listing ids, and ids two listings share.
    const ids = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: listings.length, maxLength: listings.length });
    const sizes = fc.record({ rowsPerStatement: fc.integer({ min: 1, max: 120 }), skusPerRetire: fc.integer({ min: 1, max: 400 }) });
    fc.assert(
      fc.property(ids, sizes, fc.nat(listings.length), (listingIds, size, count) => {
        const some = listings.slice(0, count).map((listing, i) => ({ ...listing, listingId: listingIds[i]! }));
        expect([...catalogStatementsOfListings(some, AT, size)]).toEqual(catalogStatements(catalogRows({ listings: some }), AT, size));
      }),
      { numRuns: 60 },
    );
  });

  it('stops, naming the listing, when one listing has more skus than a retiring statement can name', () => {
    const rows = Array.from({ length: 4000 }, (_, i) => row(`long-sku-name-${String(i).padStart(6, '0')}`, 'Tee', { listingId: 7 }));
    expect(() => catalogStatements(rows, AT)).toThrow(/Listing 7 has too many skus \(4000 in its run\) for one D1 statement/);
    expect(() => catalogStatements(rows.slice(0, 1000), AT)).not.toThrow();
  });

  it('keeps a title holding `;` and a new line inside its one statement', () => {
    const statements = catalogStatements([row('9_9', 'semi;\n-- not a comment;\nend')], AT);
    expect(statements).toHaveLength(7);
    expect(statements[2]).toContain("'semi;\n-- not a comment;\nend'");
  });
});
