// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import intentDirective from './src/directives/integration.ts';
import storeRenderer from './src/renderer/adapter.ts';
import { clientChunk } from './src/renderer/client-chunks.ts';
import compileHints from './src/renderer/compile-hints.ts';

// One Astro config for every store: `astro build` bundles the site's code into a store renderer (server
// and client halves, under RENDERER_OUT_DIR), and scripts/build-store.ts renders each store's pages
// with it (scripts/lib/renderer.ts, src/renderer/). The bundle holds no store data.
export default defineConfig({
  output: 'server',
  adapter: storeRenderer(),
  outDir: process.env.RENDERER_OUT_DIR ?? './.build/renderer/dev',
  site: process.env.STORE_SITE_URL ?? 'http://127.0.0.1:8788',
  // client:intent: islands that hydrate on the shopper's first intent (src/directives/intent.ts).
  // compileHints: the browser's chunks are compiled off the main thread as they stream in (compile-hints.ts).
  integrations: [react({ experimentalDisableStreaming: true }), intentDirective(), compileHints()],
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto', concurrency: Number(process.env.ASTRO_CONCURRENCY ?? 2) },
  devToolbar: { enabled: false },
  prefetch: false,
  vite: {
    build: {
      chunkSizeWarningLimit: 1024,
      // Vite gzips every chunk only to print its size; nobody reads that table in a store build.
      reportCompressedSize: false,
      rollupOptions: {
        output: {
          // Each feature's English messages apart, what every page runs in one file (src/renderer/client-chunks.ts).
          manualChunks: clientChunk,
        },
      },
    },
  },
});
