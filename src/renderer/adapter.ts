import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * The store renderer: `astro build` bundles the site's code once (server and client), and
 * scripts/render-pages.ts renders a store's pages with it. The bundle holds no store data (pages read
 * the snapshot when they render), so one bundle serves every store and every later build of the same
 * code; an incremental build renders only the pages whose inputs changed (docs/decisions.md,
 * "Incremental builds").
 */
export default function storeRenderer(): AstroIntegration {
  return {
    name: 'store-renderer',
    hooks: {
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'store-renderer',
          serverEntrypoint: fileURLToPath(new URL('./entry.ts', import.meta.url)),
          exports: ['renderer'],
          supportedAstroFeatures: { serverOutput: 'stable', staticOutput: 'stable', hybridOutput: 'stable', sharpImageService: 'unsupported', envGetSecret: 'unsupported' },
          adapterFeatures: { buildOutput: 'server', edgeMiddleware: false },
        });
      },
    },
  };
}
