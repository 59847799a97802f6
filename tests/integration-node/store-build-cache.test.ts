import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SOURCES } from '../../scripts/lib/renderer';
import { BUILD_STORE } from '../../scripts/lib/run';

// Issue 20: the per-store deploy job restores the store's last build from the Actions cache, so a
// catalog change renders only the pages whose inputs changed. A dry run of the job's steps: the cache
// steps as the workflow writes them, then two fresh runners (temporary copies of the project) that
// build the store as the deploy does, the second after restoring what the first saved.
interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: { path?: string; key?: string; 'restore-keys'?: string };
}
const workflow = parse(readFileSync('.github/workflows/stores.yml', 'utf8')) as { jobs: { deploy: { steps: Step[] } } };
const steps = workflow.jobs.deploy.steps;
const index = (match: (step: Step) => boolean) => steps.findIndex(match);
const restore = steps[index((s) => s.uses?.startsWith('actions/cache/restore@') ?? false)] as Step;
const save = steps[index((s) => s.uses?.startsWith('actions/cache/save@') ?? false)] as Step;
const STORE = 'cache-drill';
const expand = (text: string) => text.replaceAll('${{ matrix.store }}', STORE);

describe('the deploy job keeps each store\'s last build in the Actions cache', () => {
  it('restores before the build and saves after it, the same folders under the same key', () => {
    const builds = index((s) => s.run?.includes('npm run deploy') ?? false);
    expect(index((s) => s === restore)).toBeGreaterThan(-1);
    expect(index((s) => s === restore)).toBeLessThan(builds);
    expect(index((s) => s === save)).toBeGreaterThan(index((s) => s.run?.includes('--branch main') ?? false));
    expect(save.with?.path).toBe(restore.with?.path);
    expect(save.with?.key).toBe(restore.with?.key);
    // The renderer and the store's build folder (its deploy site and site.json) are what a build reuses.
    expect(restore.with?.path?.trim().split('\n').map(expand)).toEqual(['.build/renderer', `.build/${STORE}`]);
  });

  it('keys the cache by store and by exactly the files the renderer is made of', () => {
    const key = restore.with?.key ?? '';
    expect(key).toContain('${{ matrix.store }}');
    const hashed = /hashFiles\(([^)]*)\)/.exec(key)?.[1]?.split(',').map((s) => s.trim().replace(/^'|'$/g, '').replace(/\/\*\*$/, ''));
    expect(hashed).toEqual(SOURCES);
    // Every run saves its own entry; the newest for the same store and code is restored.
    expect(key.endsWith('-${{ github.run_id }}-${{ github.run_attempt }}')).toBe(true);
    expect(restore.with?.['restore-keys']?.trim()).toBe(key.replace('${{ github.run_id }}-${{ github.run_attempt }}', ''));
  });

  const scratch = mkdtempSync(join(tmpdir(), 'store-cache-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** A fresh runner: the project's files (no builds), the demo store as STORE, node_modules linked. */
  const runner = (name: string) => {
    const root = join(scratch, name);
    for (const entry of new Set([...SOURCES, 'scripts', 'package.json', 'stores.json'])) if (existsSync(entry)) cpSync(entry, join(root, entry), { recursive: true });
    cpSync('stores/demo', join(root, 'stores', STORE), { recursive: true });
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
    return root;
  };
  const deployBuild = (root: string) => {
    const result = spawnSync(process.execPath, [...BUILD_STORE, '--store', STORE], {
      cwd: root,
      env: { ...process.env, STORE_OUT_DIR: join(root, '.build', STORE, 'deploy', 'site'), ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: '' },
      encoding: 'utf8',
      timeout: 150_000,
    });
    expect(result.status, result.stderr).toBe(0);
    return result.stdout;
  };
  const cacheFolders = (restore.with?.path ?? '').trim().split('\n').map(expand);

  it('a catalog change after a restored build renders only what changed', () => {
    const first = runner('first');
    expect(deployBuild(first)).toMatch(/full build \(no record of an earlier build\)/);
    const cache = join(scratch, 'cache');
    for (const folder of cacheFolders) cpSync(join(first, folder), join(cache, folder), { recursive: true });

    const second = runner('second');
    // The seller retitles one listing: every answer that carries the title changes (all currencies, product pages).
    const store = join(second, 'stores', STORE);
    for (const file of readdirSync(store, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'))) {
      const text = readFileSync(join(store, file), 'utf8');
      writeFileSync(join(store, file), text.replaceAll('"Luna Moth Field Study"', '"Luna Moth Field Study, Second Printing"'));
    }
    for (const folder of cacheFolders) cpSync(join(cache, folder), join(second, folder), { recursive: true });
    const log = deployBuild(second);
    expect(log).toMatch(/building on the last build/);
    expect(log).not.toMatch(/bundling the site/);
    const rendered = Number(/rendered (\d+) pages, (\d+) unchanged/.exec(log)?.[1]);
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(60);
    const page = readFileSync(join(second, '.build', STORE, 'deploy', 'site', 'listing', 'luna-moth-field-study', 'index.html'), 'utf8');
    expect(page).toContain('Luna Moth Field Study, Second Printing');
  }, 300_000);
});
