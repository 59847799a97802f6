/**
 * The store builds the browser tests run against, one `wrangler pages dev` each. scripts/test.ts
 * builds them (fixture stores with STORE_DIR, plus each server's build environment) and starts their
 * servers (scripts/lib/e2e-servers.ts); `npx playwright test` alone starts them with scripts/serve-e2e.ts.
 */
export interface E2EServer {
  store: string;
  preview: boolean;
  port: number;
  url: string;
  /** A fixture store directory (built with STORE_DIR); null for a store under stores/. */
  directory: string | null;
  /** Extra environment for the build (e.g. the preview key). */
  buildEnv: Record<string, string>;
}

/**
 * The preview key the e2e preview build is made with (src/lib/preview-crypto.ts), so the tests can seal
 * #preview= fragments for it. A test key only: real stores get theirs from PREVIEW_THEME_KEY.
 */
export const E2E_PREVIEW_THEME_KEY = 'ZTJlLXByZXZpZXcta2V5LW5vdC1mb3ItcHJvZHVjdGk';

const server = (store: string, port: number, options: { preview?: boolean; directory?: string; buildEnv?: Record<string, string> } = {}): E2EServer => ({
  store,
  preview: options.preview ?? false,
  port,
  url: `http://127.0.0.1:${port}`,
  directory: options.directory ?? null,
  buildEnv: options.buildEnv ?? {},
});

/**
 * Playwright's workers, and one slot of servers for each: every worker tests against demo servers (and
 * so D1 databases, stock, rate-limit counters and mail outboxes) of its own, so tests in parallel never
 * see each other's state. Slot s serves on E2E_PORT + 5 s .. + 5 s + 4 (inspectors 1000 above), except
 * the shared fixture stores (below), always on slot 0's ports.
 * E2E_WORKERS=1 runs one worker (to watch a failure without a second browser beside it).
 */
// Two by default: once the dev server stopped sending every subrequest's inspector events to Node, the
// whole browser layer took 415 s with two workers against 485 s with one (docs/decisions.md, "Test layers").
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const SERVERS_PER_SLOT = 5;

/**
 * The servers of one slot. The two fixture stores whose tests only read pages, or place one order in one
 * file, are served once, from slot 0, for every worker: each idle `wrangler pages dev` keeps costing CPU.
 */
export function e2eServers(slot: number) {
  const first = Number(process.env.E2E_PORT ?? 8790);
  const base = first + SERVERS_PER_SLOT * slot;
  return {
    demo: server('demo', base),
    demoPreview: server('demo', base + 1, { preview: true, buildEnv: { PREVIEW_THEME_KEY: E2E_PREVIEW_THEME_KEY } }),
    hostile: server('harbor-hostile', first + 2, { directory: 'tests/fixtures/stores/harbor-hostile' }),
    // Age gate on, marketing tags configured, promo codes the banner must leave out.
    cellarDoor: server('cellar-door', first + 3, { directory: 'tests/fixtures/stores/cellar-door' }),
    // A gated store: /login for every page until the right access code is given.
    gated: server('harbor-gated', base + 4, { directory: 'tests/fixtures/stores/harbor-gated' }),
  } satisfies Record<string, E2EServer>;
}

/**
 * Every server the browser tests need, once each: each slot's own, and the shared ones with slot 0
 * (their port is the same in every slot). scripts/serve-e2e.ts starts them all at once.
 */
export function e2eServerList(workers = E2E_WORKERS): { slot: number; server: E2EServer }[] {
  const shared = new Set(Object.values(e2eServers(0)).map((server) => server.port));
  return Array.from({ length: workers }, (_, slot) => slot).flatMap((slot) =>
    Object.values(e2eServers(slot))
      .filter((server) => slot === 0 || !shared.has(server.port))
      .map((server) => ({ slot, server })),
  );
}

/** Local D1 state of a slot's servers (STORE_STATE_DIR of scripts/serve.ts): one folder per store under it. */
export const e2eStateDir = (slot: number) => `.wrangler/e2e/slot-${slot}`;

/** This worker's slot: Playwright numbers its running workers 0 .. workers-1 (TEST_PARALLEL_INDEX). */
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The servers of the running worker's slot (slot 0 outside a worker, e.g. for the store builds). */
export const E2E_SERVERS = e2eServers(SLOT);
export const E2E_STATE_DIR = e2eStateDir(SLOT);
