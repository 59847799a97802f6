/**
 * The store builds the browser tests run against, one `wrangler pages dev` each. scripts/test.ts
 * builds them (fixture stores with STORE_DIR, plus each server's build environment) and
 * playwright.config.ts serves them.
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

const BASE = Number(process.env.E2E_PORT ?? 8790);

export const E2E_SERVERS = {
  demo: server('demo', BASE),
  demoPreview: server('demo', BASE + 1, { preview: true, buildEnv: { PREVIEW_THEME_KEY: E2E_PREVIEW_THEME_KEY } }),
  hostile: server('harbor-hostile', BASE + 2, { directory: 'tests/fixtures/stores/harbor-hostile' }),
  // Age gate on, marketing tags configured, promo codes the banner must leave out.
  cellarDoor: server('cellar-door', BASE + 3, { directory: 'tests/fixtures/stores/cellar-door' }),
  // A gated store: /login for every page until the right access code is given.
  gated: server('harbor-gated', BASE + 4, { directory: 'tests/fixtures/stores/harbor-gated' }),
} satisfies Record<string, E2EServer>;
