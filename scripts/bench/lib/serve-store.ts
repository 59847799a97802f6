import { spawn, type ChildProcess } from 'node:child_process';
import { offlineEnv } from '../../lib/run';

/** Serves an already built store with `wrangler pages dev` and a fresh local D1, for benchmarks. */
export async function serveStore(store: string, port: number, stateDir = '.wrangler/bench', bindings = ''): Promise<{ url: string; stop: () => void }> {
  // Something already answering there (a server left from an earlier run) would be measured instead.
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false);
  if (taken) throw new Error(`port ${port} is already in use: stop what listens there (a server left from an earlier run?) and run again`);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--store', store, '--port', String(port), '--fresh'], {
    stdio: 'ignore',
    env: offlineEnv({ STORE_STATE_DIR: stateDir, SERVE_BINDINGS: bindings }),
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    try {
      // Up once it answers below 500: a gated store's gate answers /api/health with 401 (as Playwright's webServer check allows).
      if ((await fetch(`${url}/api/health`, { redirect: 'manual' })).status < 500) break;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not come up within 120 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  return { url, stop };
}

/**
 * A checkout of the store's first purchasable size, created through the API (for checkout page
 * benchmarks), and the Cookie header of its owner: the checkout page shows a checkout only to the
 * browser that created it, so a benchmark's browser must send it.
 */
export async function createBenchCheckout(url: string, store: string, sku: string): Promise<{ id: string; ownerCookie: string }> {
  const response = await fetch(`${url}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ lineItems: [{ sku, quantity: 1 }], storeSlug: store }),
  });
  if (!response.ok) throw new Error(`create checkout: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { data?: { id?: string }; id?: string };
  const id = body.data?.id ?? body.id;
  if (!id) throw new Error(`create checkout: no id in ${JSON.stringify(body).slice(0, 200)}`);
  const ownerCookie = response.headers.getSetCookie().map((c) => c.split(';', 1)[0]).join('; ');
  if (!ownerCookie) throw new Error('create checkout: no owner cookie in the answer');
  return { id, ownerCookie };
}
