import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../integration/harness';
import { slowD1 } from './slow-d1';

// Attack: a script calls a public route whose D1 statement scans a whole table (D1 bills every row
// read, and a 50,000-listing store has millions of catalog rows), so each request costs in proportion
// to the catalog. Control: every statement of these routes reads through an index or the rowid
// (EXPLAIN QUERY PLAN shows SEARCH, never a SCAN of a table).

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.dispose());

/** The statements one request runs, as its D1 binding sees them. */
async function statementsOf(path: string): Promise<{ res: Response; statements: string[] }> {
  const statements: string[] = [];
  const res = await h.request(path, {}, { DB: slowD1(h.db, 0, (sql) => statements.push(sql)) });
  return { res, statements };
}

/** SQLite's plan lines for `sql`, its numbered parameters bound to 1 (the plan does not depend on the values). */
async function planOf(sql: string): Promise<string[]> {
  const params = Math.max(0, ...[...sql.matchAll(/\?(\d+)/g)].map((m) => Number(m[1])));
  const { results } = await h.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...Array<number>(params).fill(1)).all<{ detail: string }>();
  return results.map((r) => r.detail);
}

/** Plan lines that read a whole table (SCAN CONSTANT ROW reads none). */
const scans = (plan: string[]) => plan.filter((line) => /^SCAN /.test(line) && line !== 'SCAN CONSTANT ROW');

describe('public routes read no whole table', () => {
  it('GET /api/health: no statement scans a table, and skus is still the in-catalog count', async () => {
    const { res, statements } = await statementsOf('/api/health');
    expect(res.status).toBe(200);
    const inCatalog = await h.db.prepare('SELECT count(*) AS n FROM catalog_items WHERE in_catalog = 1').first<{ n: number }>();
    expect(await res.json()).toEqual({ ok: true, store: 'harbor', skus: inCatalog?.n });
    expect(inCatalog?.n).toBeGreaterThan(0);
    expect(statements).not.toHaveLength(0);
    for (const sql of statements) expect({ sql, scans: scans(await planOf(sql)) }).toEqual({ sql, scans: [] });
  });

  it('GET /api/v1/inventory: no statement scans a table, and the count is still the colour and size’s stock', async () => {
    const sku = await h.db
      .prepare("SELECT i.variation_id AS colorId, i.size_id AS sizeId FROM catalog_items i JOIN stock s ON s.sku = i.sku WHERE i.in_catalog = 1 AND i.visibility = 'public' AND s.quantity > 0 LIMIT 1")
      .first<{ colorId: number; sizeId: number }>();
    expect(sku).not.toBeNull();
    const { res, statements } = await statementsOf(`/api/v1/inventory?colorId=${sku?.colorId}&sizeId=${sku?.sizeId}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { inventoryCount: number }).inventoryCount).toBeGreaterThan(0);
    expect(statements.some((sql) => /FROM catalog_items/.test(sql))).toBe(true);
    for (const sql of statements) expect({ sql, scans: scans(await planOf(sql)) }).toEqual({ sql, scans: [] });
  });
});
