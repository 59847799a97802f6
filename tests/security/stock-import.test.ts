import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSql } from '../../scripts/lib/catalog-sql';
import type { CatalogRow } from '../../src/catalog/catalog-rows';
import { readyCheckout, startHarness, store, type Harness } from '../integration/harness';

// Attack (or accident): every build re-imported the snapshot's stock figure, undoing every sale made
// since the snapshot was pulled, so a rebuild re-opened sold-out sizes and the store oversold. Control:
// the import sets stock to the platform's figure minus this store's sales since that figure was taken.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.dispose());

/** Runs the catalog import the build writes (.build/<name>/catalog.sql), one statement per line. */
async function importCatalog(rows: CatalogRow[], pulledAt: string) {
  const sql = catalogSql(rows, pulledAt).split(';\n').map((s) => s.trim()).filter(Boolean);
  await h.db.batch(sql.map((s) => h.db.prepare(s)));
}

const stockOf = async (sku: string) => (await h.db.prepare('SELECT quantity FROM stock WHERE sku = ?1').bind(sku).first<{ quantity: number }>())?.quantity;
const withStock = (sku: string, stock: number) => store.rows.map((r) => (r.sku === sku ? { ...r, stock } : r));

async function sell(sku: string, quantity: number) {
  const id = await readyCheckout(h, [{ sku, quantity }]);
  const res = await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, storeSlug: 'harbor', platform: 'stripe', paymentToken: '4242424242424242' });
  expect(res.status).toBe(200);
}

describe('stock import keeps sales', () => {
  it('import, sell, import the same snapshot again: the sale stays sold', async () => {
    const pulledAt = new Date(Date.now() - 60_000).toISOString();
    await importCatalog(withStock(store.SKU.teeM, 3), pulledAt);
    expect(await stockOf(store.SKU.teeM)).toBe(3);
    await sell(store.SKU.teeM, 2);
    expect(await stockOf(store.SKU.teeM)).toBe(1);
    await importCatalog(withStock(store.SKU.teeM, 3), pulledAt); // a rebuild from the same snapshot
    expect(await stockOf(store.SKU.teeM)).toBe(1);
  });

  it('a size sold out since the snapshot is not re-opened by it', async () => {
    const pulledAt = new Date(Date.now() - 60_000).toISOString();
    await importCatalog(withStock(store.SKU.teeM, 3), pulledAt);
    const before = await stockOf(store.SKU.teeM);
    await sell(store.SKU.teeM, before ?? 0);
    await importCatalog(withStock(store.SKU.teeM, 3), pulledAt);
    expect(await stockOf(store.SKU.teeM)).toBe(0);
    const refused = await h.json('POST', '/api/checkout', { lineItems: [{ sku: store.SKU.teeM, quantity: 1 }], storeSlug: 'harbor' });
    expect(refused.status).toBe(409);
  });

  it('a snapshot pulled after the sales takes the platform’s figure as it is', async () => {
    await importCatalog(withStock(store.SKU.teeS, 40), new Date(Date.now() + 1_000).toISOString());
    expect(await stockOf(store.SKU.teeS)).toBe(40);
  });

  it('a sale cancelled since the snapshot is not taken off it', async () => {
    const pulledAt = new Date(Date.now() - 60_000).toISOString();
    await importCatalog(withStock(store.SKU.teeS, 5), pulledAt);
    await sell(store.SKU.teeS, 2);
    await h.db.prepare("UPDATE orders SET status = 'cancelled' WHERE id = (SELECT max(id) FROM orders)").run();
    await importCatalog(withStock(store.SKU.teeS, 5), pulledAt);
    expect(await stockOf(store.SKU.teeS)).toBe(5);
  });
});
