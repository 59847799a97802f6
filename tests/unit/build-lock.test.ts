import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { BuildLockError, lockBuild } from '../../scripts/lib/build-lock';

// Two builds of one store at once would overwrite each other's page records and site (issue 20 review).
const dir = mkdtempSync(join(tmpdir(), 'build-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('a second build of a store stops while the first one runs, naming the process', () => {
  writeFileSync(join(dir, 'build.lock'), String(process.ppid)); // a live process holds it
  expect(() => lockBuild(dir, 'demo')).toThrow(BuildLockError);
  expect(() => lockBuild(dir, 'demo')).toThrow(`Store "demo" is being built by process ${process.ppid}`);
});

it('a lock left by a build that was killed is taken over', () => {
  writeFileSync(join(dir, 'build.lock'), '4194000'); // no such process
  lockBuild(dir, 'demo');
  expect(readFileSync(join(dir, 'build.lock'), 'utf8')).toBe(String(process.pid));
});
