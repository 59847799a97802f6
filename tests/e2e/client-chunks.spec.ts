import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { storePaths } from '../../scripts/lib/store-paths';
import { E2E_SERVERS } from './stores';

/**
 * Classic zod stays on the server and in the build (issue 18): the browser validates with zod/mini
 * (src/contract/). Every store build these tests serve is checked, chunk by chunk, for a name only
 * classic zod's bundle carries (its schema classes are `$constructor("ZodType", ...)`; zod/mini's are
 * "ZodMiniType", zod's core "$ZodType"). Runs after the builds, like the rest of this layer; no browser.
 */
const CLASSIC_ZOD = /["'`](?:ZodType|ZodString|ZodObject|ZodError)["'`]/;
const ZOD_MINI = /["'`]ZodMiniType["'`]/;

const builds = [...new Map(Object.values(E2E_SERVERS).map((s) => [storePaths(s.store, s.preview).out, s.store])).keys()];

function chunks(out: string): { file: string; text: string }[] {
  const dir = join(out, '_astro');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}

for (const out of builds) {
  test(`no client chunk of ${out.split('/').slice(-1)[0]} holds classic zod`, () => {
    const all = chunks(out);
    expect(all.length, `${out}/_astro has script chunks`).toBeGreaterThan(0);
    expect(all.filter((c) => CLASSIC_ZOD.test(c.text)).map((c) => c.file)).toEqual([]);
    // Not vacuous: the forms' zod/mini is found by the same kind of look.
    expect(all.some((c) => ZOD_MINI.test(c.text)), 'zod/mini is in some chunk (the forms validate with it)').toBe(true);
  });
}

/**
 * Every client chunk opens with V8's compile hint (src/renderer/compile-hints.ts), so Chrome compiles it
 * off the main thread as it streams in; the hint must be the first line, and minification drops comments.
 */
for (const out of builds) {
  test(`every client chunk of ${out.split('/').slice(-1)[0]} opens with the compile hint`, () => {
    const all = chunks(out);
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((c) => !c.text.startsWith('//# allFunctionsCalledOnLoad\n')).map((c) => c.file)).toEqual([]);
  });
}
