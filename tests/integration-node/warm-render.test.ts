/**
 * A render process started during the pull (scripts/lib/render-site.ts warmRenderers, render-pages
 * --wait) takes its orders whenever they come: while it is still loading the renderer, or long after.
 * Found by review: orders that arrived during the load killed the process (a message queued before
 * any listener, delivered after the channel was closed).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pullStore } from '../../src/catalog/pull';
import { bundleChildScripts } from '../../scripts/lib/child-scripts';
import { FIXTURE_STORE, loadFixtureFiles, memorySource } from '../fixtures/fake-platform';

const scratch = mkdtempSync(join(tmpdir(), 'warm-render-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A renderer that takes `ms` to load and has no pages: the process then writes its catalog JSON and record. */
function slowRenderer(ms: number): string {
  const dir = join(scratch, `renderer-${ms}`);
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(
    join(dir, 'server', 'entry.mjs'),
    `await new Promise((resolve) => setTimeout(resolve, ${ms}));\nexport const renderer = { list: async () => [], open: () => async () => new Uint8Array() };\n`,
  );
  return dir;
}

async function warmRender(ordersAfterMs: number): Promise<{ code: number | null; stderr: string; record: boolean }> {
  const snapshot = await pullStore({ slug: FIXTURE_STORE, source: memorySource(loadFixtureFiles()), storeFilesDir: null });
  const dir = join(scratch, `run-${ordersAfterMs}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'snapshot.json'), JSON.stringify(snapshot));
  const { render } = await bundleChildScripts();
  const child = spawn(process.execPath, [render, '--renderer', slowRenderer(400), '--wait'], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'], env: { ...process.env, NODE_ENV: 'production' } });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ended = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise((resolve) => setTimeout(resolve, ordersAfterMs));
  child.send({ args: ['--snapshot', join(dir, 'snapshot.json'), '--out', join(dir, 'site'), '--record', join(dir, 'record.json')] });
  const code = await ended;
  return { code, stderr, record: existsSync(join(dir, 'record.json')) };
}

describe('a warm render process', () => {
  it('takes orders sent while it is still loading the renderer', async () => {
    const run = await warmRender(0);
    expect(run.code, run.stderr).toBe(0);
    expect(run.record).toBe(true);
  }, 60_000);

  it('takes orders sent after it has loaded the renderer', async () => {
    const run = await warmRender(1500);
    expect(run.code, run.stderr).toBe(0);
    expect(run.record).toBe(true);
  }, 60_000);
});
