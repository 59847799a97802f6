import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Keeps docs/spec-coverage.md honest (issue 10): every section of both spec documents has rows, a row
// that says "built" names a test, and every file, symbol and test title the map names exists. The map
// is only worth reading while it is true, and the code moves under it.

const ROOT = resolve(__dirname, '../..');
const MAP = join(ROOT, 'docs/spec-coverage.md');

/** The numbered sections of the two specs (B = browsing and cart, C = checkout and after-purchase). */
const SECTIONS: Record<'B' | 'C', string[]> = {
  B: [
    'What the product does and for whom', 'Screens and routes', 'Entities and their fields', 'States and transitions',
    'Validation rules', 'Roles and permissions', 'Calls made', 'Error catalogue', 'Business constants and limits',
  ],
  C: [
    'What the product does and for whom', 'Screens and routes', 'Entities and their fields', 'States and transitions',
    'Validation rules', 'Roles and permissions', 'Calls', 'Error catalogue', 'Business constants and limits',
  ],
};
/** The checkout spec's sub-headings of section 2 each get a sub-heading of the same name in the map. */
const SUBSECTIONS = ['Checkout page', 'Express checkout (/checkout/express)', 'Login (/login)', 'Thank-you', 'Support, contact, track, legal'];
const SPEC_FILES = { B: 'storefront-browsing-and-cart.md', C: 'checkout-and-after-purchase.md' } as const;
const STATUSES = ['built', 'decided', 'not built'];

interface Row { line: number; id: string; requirement: string; status: string; code: string; test: string; note: string }

/** Splits a markdown table row on unescaped pipes; `\|` stays a pipe inside the cell. */
function cells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
}

function parseMap(text: string): { rows: Row[]; headings: string[] } {
  const rows: Row[] = [];
  const headings: string[] = [];
  let columns: string[] | null = null;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line.startsWith('#')) headings.push(line);
    if (!line.startsWith('|')) {
      columns = null;
      return;
    }
    const row = cells(line);
    if (!columns) {
      columns = row.map((c) => c.toLowerCase());
      return;
    }
    if (row.every((c) => /^:?-+:?$/.test(c))) return;
    const get = (name: string) => row[columns!.indexOf(name)] ?? '';
    rows.push({ line: index + 1, id: get('id'), requirement: get('requirement'), status: get('status'), code: get('code'), test: get('test'), note: get('note') });
  });
  return { rows, headings };
}

/** `path` or `path#symbol` in backticks; tests may follow the path with a "title" it contains. */
const codeRefs = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
const testRefs = (cell: string) =>
  [...cell.matchAll(/`(tests\/[^`]+)`((?:\s*"[^"]+")*)/g)].map((m) => ({ file: m[1]!, titles: [...m[2]!.matchAll(/"([^"]+)"/g)].map((t) => t[1]!) }));

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const exists = (path: string) => existsSync(join(ROOT, path));

const { rows, headings } = parseMap(readFileSync(MAP, 'utf8'));
const where = (row: Row) => `docs/spec-coverage.md:${row.line} (${row.id})`;

describe('docs/spec-coverage.md', () => {
  it('has rows with an id, a requirement and a known status', () => {
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(row.id, where(row)).toMatch(/^[BC][1-9]\.\d+$/);
      expect(row.requirement, where(row)).not.toBe('');
      expect(STATUSES, where(row)).toContain(row.status);
    }
    const ids = rows.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i), 'duplicate ids').toEqual([]);
  });

  it('has no row that says todo', () => {
    for (const row of rows) expect(Object.values(row).join(' '), where(row)).not.toMatch(/\b(todo|tbd|fixme)\b/i);
  });

  it('names a test for every built row, and a reason for every decided or not built one', () => {
    for (const row of rows) {
      if (row.status === 'built') expect(testRefs(row.test), `${where(row)} is built but names no test`).not.toEqual([]);
      if (row.status === 'built') expect(codeRefs(row.code), `${where(row)} is built but names no code`).not.toEqual([]);
      if (row.status !== 'built') expect(row.note.length, `${where(row)} needs the decision or reason in its note`).toBeGreaterThan(20);
    }
  });

  it('names only test files that exist, and test titles they contain', () => {
    const problems: string[] = [];
    for (const row of rows) {
      if (codeRefs(row.test).length !== testRefs(row.test).length) problems.push(`${where(row)}: every test is a backticked path under tests/`);
      for (const { file, titles } of testRefs(row.test)) {
        if (!exists(file)) {
          problems.push(`${where(row)}: test file ${file} does not exist`);
          continue;
        }
        const text = read(file);
        for (const title of titles) if (!text.includes(title)) problems.push(`${where(row)}: no test "${title}" in ${file}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names only code paths that exist, and symbols those files contain', () => {
    const problems: string[] = [];
    for (const row of rows) {
      for (const ref of codeRefs(row.code)) {
        const [path, symbol] = ref.split('#') as [string, string | undefined];
        if (!exists(path)) problems.push(`${where(row)}: code path ${path} does not exist`);
        else if (symbol && (!statSync(join(ROOT, path)).isFile() || !read(path).includes(symbol))) problems.push(`${where(row)}: ${path} does not contain ${symbol}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('represents every section of both specs', () => {
    for (const [doc, titles] of Object.entries(SECTIONS)) {
      titles.forEach((title, i) => {
        const n = `${doc}${i + 1}`;
        expect(headings, `a heading "## ${n}. ${title}"`).toContain(`## ${n}. ${title}`);
        expect(rows.some((r) => r.id.startsWith(`${n}.`)), `rows for ${n} ${title}`).toBe(true);
      });
    }
    for (const sub of SUBSECTIONS) expect(headings, `a heading "### ${sub}"`).toContain(`### ${sub}`);
  });

  // The spec documents live beside the repository (../shared/spec, or SPEC_DIR), not in it; the lists
  // above must still be theirs, so a new or renamed section cannot slip past the map. Vitest tests are
  // never skipped (scripts/lib/test-summary), so a missing spec directory fails here with where it looked.
  const candidates = [process.env.SPEC_DIR, join(ROOT, '../shared/spec'), join(ROOT, '../../shared/spec')].filter((d): d is string => !!d);
  const specDir = candidates.find((dir) => existsSync(join(dir, SPEC_FILES.B)));
  it('lists the sections the spec documents have', () => {
    if (!specDir) throw new Error(`The spec documents are not beside the repository (looked in ${candidates.join(', ')}); set SPEC_DIR.`);
    for (const doc of ['B', 'C'] as const) {
      const spec = readFileSync(join(specDir!, SPEC_FILES[doc]), 'utf8');
      const found = [...spec.matchAll(/^## (\d+)\. (.+)$/gm)].map((m) => m[2]!.trim());
      expect(found, SPEC_FILES[doc]).toEqual(SECTIONS[doc]);
      if (doc === 'C') expect([...spec.matchAll(/^### (.+)$/gm)].map((m) => m[1]!.trim())).toEqual(SUBSECTIONS);
    }
  });
});
