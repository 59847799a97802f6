import { pageInputs } from '../../src/catalog/page-inputs';
import type { StoreSnapshot } from '../../src/catalog/snapshot';
import type { StorePage } from '../../src/renderer/store-pages';
import { noteRendered, pagesToRender, type PageRecord } from './page-record';
import type { Renderer } from './renderer';

/**
 * Renders the pages of a snapshot whose inputs changed since `previous` (null: every page), handing
 * each to `write`, and gives the new record and the files of the last build that are no longer pages.
 * Shared by the build (scripts/render-pages.ts) and the equivalence check (scripts/check-incremental.ts).
 */
export async function renderChanged(
  renderer: Renderer,
  snapshot: StoreSnapshot,
  previous: PageRecord | null,
  write: (page: StorePage, body: Uint8Array, count: number) => Promise<void>,
): Promise<{ record: PageRecord; gone: string[]; pages: number; rendered: number }> {
  const pages = await renderer.list(snapshot);
  const { render: chosen, gone, record } = pagesToRender(pages, pageInputs(snapshot), previous);
  const render = renderer.open(snapshot);
  for (const page of chosen) {
    const body = await render(page);
    noteRendered(record, page.file, body);
    await write(page, body, chosen.length);
  }
  return { record, gone, pages: pages.length, rendered: chosen.length };
}
