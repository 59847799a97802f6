/**
 * Build time and peak memory of generated stores, pull from the store directory to finished site.
 *   npm run bench:build -- --listings 5000          (several: --listings 1000,5000,10000)
 * Prints a table and writes the figures to docs/benchmarks.md (section "Build").
 */
import { cpus, totalmem } from 'node:os';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { measure } from '../lib/measure';
import { offlineEnv, parseArgs, run } from '../lib/run';
import { writeBenchmarkSection } from './report';

async function countFiles(dir: string): Promise<{ files: number; pages: number }> {
  let files = 0;
  let pages = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    if (entry.name.endsWith('.html')) pages++;
  }
  return { files, pages };
}

const args = parseArgs(process.argv.slice(2));
const sizes = String(args.get('listings') ?? '5000').split(',').map(Number);
const rows: string[][] = [];
for (const listings of sizes) {
  const slug = `gen-${listings}`;
  const dir = join('.stores', 'generated', slug);
  await run(process.execPath, ['--import', 'tsx', 'scripts/generate-store.ts', '--listings', String(listings), '--out', dir, '--slug', slug]);
  const result = await measure(process.execPath, ['--import', 'tsx', 'scripts/build-store.ts', '--store', slug], {
    env: offlineEnv({ STORE_DIR: dir }),
  });
  const { files, pages } = await countFiles(join('dist', slug));
  const row = [String(listings), String(pages), String(files), result.seconds.toFixed(1), (pages / result.seconds).toFixed(0), String(result.peakMiB)];
  rows.push(row);
  console.log(`${slug}: ${row.join(' | ')}`);
}

const header = ['listings', 'HTML pages', 'files', 'seconds (pull + build)', 'pages/s', 'peak MiB'];
const table = [header, header.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
console.log(`\n${table}`);
await writeBenchmarkSection(
  'Build',
  `Generated stores (scripts/generate-store.ts), \`npm run build\` from the store directory to the finished site, ` +
    `peak resident memory of the whole process tree. ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.\n\n${table}`,
);
