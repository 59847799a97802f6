import { pageInputs } from '../../src/catalog/page-inputs';
import type { StoreSnapshot } from '../../src/catalog/snapshot';
import type { StorePage } from '../../src/renderer/store-pages';
import { noteRendered, pagesToRender, type PageRecord } from './page-record';
import type { Renderer } from './renderer';

/**
 * Renders the pages of a snapshot whose inputs changed since `previous` (null: every page), handing
 * each to `write`, and gives the new record and the files of the last build that are no longer pages.
 * With `mine`, only the pages (and the last build's files) it says yes to: a shard's, when several
 * processes render one store (scripts/lib/snapshot-shards.ts). `listingKeys`: the pull's listing-cache
 * keys (pageInputs digests a listing by its key). Shared by the build
 * (scripts/render-pages.ts) and the equivalence check (scripts/check-incremental.ts).
 */
export async function renderChanged(
  renderer: Renderer,
  snapshot: StoreSnapshot,
  previous: PageRecord | null,
  write: (page: StorePage, body: Uint8Array, count: number) => Promise<void>,
  mine: (file: string) => boolean = () => true,
  listingKeys: Readonly<Record<string, string>> = {},
): Promise<{ record: PageRecord; gone: string[]; pages: number; rendered: number }> {
  const pages = (await renderer.list(snapshot)).filter((page) => mine(page.file));
  const { render: chosen, gone, record } = pagesToRender(pages, pageInputs(snapshot, listingKeys), previous && onlyMine(previous, mine));
  const render = renderer.open(snapshot);
  for (const page of chosen) {
    const body = await render(page);
    noteRendered(record, page.file, body);
    await write(page, body, chosen.length);
  }
  return { record, gone, pages: pages.length, rendered: chosen.length };
}

function onlyMine(record: PageRecord, mine: (file: string) => boolean): PageRecord {
  const pick = <T>(entries: Record<string, T>) => Object.fromEntries(Object.entries(entries).filter(([file]) => mine(file)));
  return { pages: pick(record.pages), inline: pick(record.inline) };
}
