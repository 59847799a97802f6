/**
 * Every benchmark of issue 11 in one run, one after the other, on the demo store and generated ones:
 *   npm run bench                 (about 18 minutes on 2 cores; run it on a quiet machine)
 * Builds the demo store first, then page weight, Lighthouse, page parts, first tap, search, build,
 * rebuild and API load each write their section of docs/benchmarks.md; this script stamps the file's
 * header with the run's date, machine and load: every section a script writes comes from this one run
 * (the traces and the 50,000-listing runs are sections of their own, with their own dates).
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { readFile, writeFile } from 'node:fs/promises';
import { offlineEnv, run } from '../lib/run';

const steps: [string, string[]][] = [
  ['build the demo store', ['scripts/build-store.ts', '--store', 'demo']],
  ['page weight', ['scripts/bench/page-weight.ts', '--store', 'demo']],
  ['Lighthouse', ['scripts/bench/lighthouse.ts', '--store', 'demo', '--runs', '5']],
  ['page parts', ['scripts/bench/page-parts.ts', '--store', 'demo', '--runs', '5']],
  ['first tap', ['scripts/bench/first-tap.ts', '--store', 'demo', '--runs', '5']],
  ['search', ['scripts/bench/search.ts', '--listings', '10000', '--compare']],
  ['build', ['scripts/bench/build-time.ts', '--listings', '1000,5000,10000', '--runs', '3']],
  ['rebuild', ['scripts/bench/rebuild-time.ts']],
  ['API load', ['scripts/bench/api-load.ts', '--store', 'demo']],
];

const started = new Date();
const loadBefore = loadavg()[0] ?? 0;
for (const [name, args] of steps) {
  console.log(`\n=== ${name}`);
  await run(process.execPath, ['--import', 'tsx', ...args], { env: offlineEnv() });
}

const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
const header =
  '# Benchmarks\n\nEvery section a benchmark script writes comes from one run of `npm run bench` (scripts/bench/all.ts) started ' +
  `${started.toISOString().replace(/\.\d+Z$/, 'Z')} and finished ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, on ` +
  `${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, Linux; ` +
  `load average ${loadBefore.toFixed(2)} at the start. Each script can be rerun alone (its command is in its section). ` +
  'Sections no script writes (the traces, the 50,000-listing runs) name their own runs. A figure that misses its goal is marked and explained.\n';
const text = await readFile('docs/benchmarks.md', 'utf8');
await writeFile('docs/benchmarks.md', text.replace(/^# Benchmarks\n[\s\S]*?(?=\n## )/, header));
console.log(`\nWrote docs/benchmarks.md (${((Date.now() - started.getTime()) / 60000).toFixed(1)} minutes).`);
