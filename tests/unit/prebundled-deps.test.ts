import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREBUNDLED } from '../fixtures/prebundled-deps';

// What the workers tests load into workerd: the app (src, functions) and the tests, fakes and fixtures.
const ROOTS = ['src', 'functions', 'tests/integration', 'tests/security', 'tests/fakes', 'tests/fixtures'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });
}

const SPECIFIER = /(?:from|import)\s*\(?\s*'((?:@hono\/[^']+)|(?:hono|zod)(?:\/[^']*)?)'/g;

describe('pre-bundled packages of the workers tests', () => {
  it('every hono and zod import of the code is pre-bundled, so no class is loaded twice', () => {
    const imported = new Set<string>();
    for (const file of ROOTS.flatMap(sourceFiles)) for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) imported.add(match[1]!);
    expect(imported.size).toBeGreaterThan(5);
    expect([...imported].filter((specifier) => !PREBUNDLED.includes(specifier)).sort()).toEqual([]);
  });
});
