import type { SSRManifest } from 'astro';
import { storePages } from './store-pages';

/** The server bundle's entry (adapter.ts): what scripts/render-pages.ts imports. */
export function createExports(manifest: SSRManifest) {
  return { renderer: storePages(manifest) };
}
