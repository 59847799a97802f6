import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bin, offlineEnv } from '../../scripts/lib/run';

// The browser tests' dev server (patches/wrangler+4.86.0.patch): a GET of a path other than "/" whose
// connection to the worker fails or stalls is sent once more. Unpatched, wrangler parked it in a retry
// queue that only a reload empties, and a thank-you page waited forever for one of its scripts.
const PORT = 8979;
let server: ChildProcess | undefined;

beforeAll(async () => {
  server = spawn(process.execPath, [resolve(bin.wrangler), 'pages', 'dev', 'public', '--ip', '127.0.0.1', '--port', String(PORT), '--compatibility-date', '2026-04-01', '--inspector-port', String(PORT + 1000), '--log-level', 'error'], { cwd: 'tests/fixtures/stalling-site', env: offlineEnv(), stdio: 'ignore' });
  for (let tries = 0; tries < 120; tries++) {
    if (await fetch(`http://127.0.0.1:${PORT}/`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the stalling site did not start');
}, 60_000);

afterAll(() => {
  server?.kill('SIGTERM');
});

it('a script whose first answer stalls arrives from a second attempt after 20 s, not never', async () => {
  const started = Date.now();
  const response = await fetch(`http://127.0.0.1:${PORT}/late/script.js`, { signal: AbortSignal.timeout(45_000) });
  expect(await response.text()).toBe('answered on attempt 2');
  expect(Date.now() - started).toBeGreaterThanOrEqual(19_000);
}, 50_000);
