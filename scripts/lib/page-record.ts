import { existsSync, readFileSync } from 'node:fs';
import type { PageRef } from '../../src/catalog/page-inputs';

/** The pages of a built site and the digest of each one's inputs (null: rendered every time). */
export interface PageRecord {
  pages: Record<string, string | null>;
}

interface Page extends PageRef {
  file: string;
}

/**
 * Which pages an incremental build renders: those that are new, whose inputs changed or that always
 * render; and which files of the last build are no longer pages. No record: every page.
 */
export function pagesToRender<P extends Page>(pages: P[], inputsOf: (page: PageRef) => string | null, previous: PageRecord | null) {
  const record: PageRecord = { pages: {} };
  const render: P[] = [];
  for (const page of pages) {
    const inputs = inputsOf(page);
    record.pages[page.file] = inputs;
    if (!previous || inputs === null || previous.pages[page.file] !== inputs) render.push(page);
  }
  const gone = previous ? Object.keys(previous.pages).filter((file) => !(file in record.pages)) : [];
  return { render, gone, record };
}

export function readPageRecord(file: string): PageRecord | null {
  if (!existsSync(file)) return null;
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as PageRecord;
    return typeof record.pages === 'object' && record.pages !== null ? record : null;
  } catch {
    return null;
  }
}
