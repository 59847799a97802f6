import { existsSync, readFileSync } from 'node:fs';
import type { PageRef } from '../../src/catalog/page-inputs';
import { inlineScan, type PageInline } from './routing-files';

/** The pages of a built site and the digest of each one's inputs (null: rendered every time). */
export interface PageRecord {
  pages: Record<string, string | null>;
  /** Each page's inline scripts (their CSP hashes) and inline handlers, for the routing files. */
  inline: Record<string, PageInline>;
  /** The catalog JSON files of listings and the digest of each one's inputs (scripts/lib/static-json.ts). */
  catalog?: Record<string, string>;
}

interface Page extends PageRef {
  file: string;
}

/**
 * Which pages an incremental build renders: those that are new, whose inputs changed or that always
 * render; and which files of the last build are no longer pages. No record: every page.
 */
export function pagesToRender<P extends Page>(pages: P[], inputsOf: (page: PageRef) => string | null, previous: PageRecord | null) {
  const record: PageRecord = { pages: {}, inline: {} };
  const render: P[] = [];
  for (const page of pages) {
    const inputs = inputsOf(page);
    record.pages[page.file] = inputs;
    const kept = previous?.inline[page.file];
    if (!previous || inputs === null || previous.pages[page.file] !== inputs || !kept) render.push(page);
    else record.inline[page.file] = kept;
  }
  const gone = previous ? Object.keys(previous.pages).filter((file) => !(file in record.pages)) : [];
  return { render, gone, record };
}

/** Adds a part of a render's record (a shard's, a process's) to `record`. */
export function mergeRecord(record: PageRecord, part: PageRecord): void {
  Object.assign(record.pages, part.pages);
  Object.assign(record.inline, part.inline);
  if (part.catalog) record.catalog = Object.assign(record.catalog ?? {}, part.catalog);
}

/** Notes a page the renderer wrote: its inline scripts go into the routing files' CSP. */
export function noteRendered(record: PageRecord, file: string, body: Uint8Array): void {
  if (file.endsWith('.html')) record.inline[file] = inlineScan(Buffer.from(body).toString('latin1'));
}

export function readPageRecord(file: string): PageRecord | null {
  if (!existsSync(file)) return null;
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as PageRecord;
    return typeof record.pages === 'object' && record.pages !== null && typeof record.inline === 'object' && record.inline !== null ? record : null;
  } catch {
    return null;
  }
}
