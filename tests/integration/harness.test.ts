/**
 * What other tests rely on: every harness starts from an empty database with the migrations and its
 * store, two harnesses open at once do not share one, and the outbound router sends a fake's origin
 * to its handler only while the fake is registered.
 */
import { describe, expect, it } from 'vitest';
import { fakeOrigin, routeToFake } from '../fixtures/outbound';
import { readyCheckout, startHarness, store } from './harness';

const count = async (db: D1Database, table: string) => (await db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n;

describe('harness', () => {
  it('gives harnesses open at once their own database, and a later one an empty database again', async () => {
    const first = await startHarness();
    await readyCheckout(first);
    const second = await startHarness({ rows: store.rows.slice(0, 1) });
    expect(second.db).not.toBe(first.db);
    expect(await count(second.db, 'checkouts')).toBe(0);
    expect(await count(second.db, 'catalog_items')).toBe(1);
    expect(await count(first.db, 'checkouts')).toBe(1);
    await first.dispose();
    const third = await startHarness();
    expect(await count(third.db, 'checkouts')).toBe(0);
    expect(await count(third.db, 'catalog_items')).toBe(store.rows.length);
    await readyCheckout(third);
    await Promise.all([second.dispose(), third.dispose()]);
  });
});

describe('outbound router', () => {
  it("sends a fake's origin to its handler until it is unregistered, and then restores the real fetch", async () => {
    const real = globalThis.fetch;
    const origin = fakeOrigin('echo');
    const seen: string[] = [];
    const unroute = routeToFake(origin, async (request) => {
      seen.push(`${request.method} ${new URL(request.url).pathname} ${await request.text()}`);
      return Response.json({ ok: true }, { status: 201 });
    });
    const res = await fetch(`${origin}/v1/things`, { method: 'POST', body: 'a=1' });
    expect(res.status).toBe(201);
    expect(seen).toEqual(['POST /v1/things a=1']);
    unroute();
    expect(globalThis.fetch).toBe(real);
  });

  it('rejects a fetch its caller aborts while the fake never answers, as a real fetch does', async () => {
    const origin = fakeOrigin('silent');
    const unroute = routeToFake(origin, () => new Promise<Response>(() => {}));
    await expect(fetch(`${origin}/`, { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({ name: 'TimeoutError' });
    unroute();
  });
});
