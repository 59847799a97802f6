/**
 * The store builds the browser tests run against, one `wrangler pages dev` each. scripts/test.ts
 * builds them (fixture stores with STORE_DIR) and playwright.config.ts serves them.
 */
export interface E2EServer {
  store: string;
  preview: boolean;
  port: number;
  url: string;
  /** A fixture store directory (built with STORE_DIR); null for a store under stores/. */
  directory: string | null;
}

const server = (store: string, port: number, options: { preview?: boolean; directory?: string } = {}): E2EServer => ({
  store,
  preview: options.preview ?? false,
  port,
  url: `http://127.0.0.1:${port}`,
  directory: options.directory ?? null,
});

const BASE = Number(process.env.E2E_PORT ?? 8790);

export const E2E_SERVERS = {
  demo: server('demo', BASE),
  demoPreview: server('demo', BASE + 1, { preview: true }),
  hostile: server('harbor-hostile', BASE + 2, { directory: 'tests/fixtures/stores/harbor-hostile' }),
} satisfies Record<string, E2EServer>;
