import { spawn } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { offlineEnv } from './run';
import { PAGES_FILE_LIMITS, type CloudflarePlan } from './file-limit';
import { headersProblems, redirectsProblems, routesProblems, type RoutesJson } from './routing-files';

/** Cloudflare limits a deploy is checked against (docs/deploy.md). */
export const DEPLOY_LIMITS = {
  /** Workers Free: 3 MB compressed script (Paid: 10 MB). Pages Functions count as a Worker. */
  workerGzipBytes: 3 * 1024 * 1024,
  /** Pages: 25 MiB per file. */
  pagesFileBytes: 25 * 1024 * 1024,
} as const;

export const WRANGLER = resolve('node_modules/wrangler/bin/wrangler.js');

/** Runs wrangler with the offline environment, capturing its output; rejects with the output on failure. */
export function wrangler(args: string[], options: { cwd?: string; env?: Record<string, string>; quiet?: boolean } = {}): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [WRANGLER, ...args], {
      cwd: options.cwd,
      env: offlineEnv({ CI: 'true', ...options.env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!options.quiet) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!options.quiet) process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolvePromise(out);
      else reject(new Error(`wrangler ${args.join(' ')} exited with ${code}${options.quiet ? `:\n${out.trim()}` : ''}`));
    });
  });
}

export interface BundleSize {
  rawBytes: number;
  gzipBytes: number;
  files: number;
}

/**
 * Builds the Pages Functions of a project folder into one Worker (`wrangler pages functions build`,
 * no network) and measures it as Cloudflare does: the compressed size of the upload.
 */
export async function buildFunctionsBundle(projectDir: string, outdir: string): Promise<BundleSize> {
  await wrangler(['pages', 'functions', 'build', '--outdir', outdir], { cwd: projectDir, quiet: true });
  let rawBytes = 0;
  let gzipBytes = 0;
  let files = 0;
  for (const entry of await readdir(outdir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const content = await readFile(join(entry.parentPath, entry.name));
    files++;
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  if (files === 0) throw new Error(`wrangler pages functions build wrote nothing into ${outdir}`);
  return { rawBytes, gzipBytes, files };
}

export interface OutputStats {
  files: number;
  bytes: number;
  largest: { path: string; bytes: number };
  htmlPages: number;
}

/** File count and size of a store's output folder. */
export async function outputStats(dir: string): Promise<OutputStats> {
  const stats: OutputStats = { files: 0, bytes: 0, largest: { path: '', bytes: 0 }, htmlPages: 0 };
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const { size } = await stat(path);
    stats.files++;
    stats.bytes += size;
    if (entry.name.endsWith('.html')) stats.htmlPages++;
    if (size > stats.largest.bytes) stats.largest = { path: relative(dir, path), bytes: size };
  }
  return stats;
}

/** Problems that stop a deploy: Pages limits (files by the store's plan) and the routing files of the output. */
export async function deployProblems(out: string, bundle: BundleSize, output: OutputStats, plan: CloudflarePlan): Promise<string[]> {
  const problems: string[] = [];
  if (bundle.gzipBytes > DEPLOY_LIMITS.workerGzipBytes) {
    problems.push(`functions bundle is ${formatBytes(bundle.gzipBytes)} compressed, over the ${formatBytes(DEPLOY_LIMITS.workerGzipBytes)} Workers limit`);
  }
  const fileLimit = PAGES_FILE_LIMITS[plan];
  if (output.files > fileLimit) problems.push(`${output.files} files, over the ${fileLimit} files of a Pages deployment on the ${plan} plan`);
  if (output.largest.bytes > DEPLOY_LIMITS.pagesFileBytes) problems.push(`${output.largest.path} is ${formatBytes(output.largest.bytes)}, over 25 MiB`);
  const read = (name: string) => readFile(join(out, name), 'utf8').catch(() => null);
  const [routes, headers, redirects] = await Promise.all([read('_routes.json'), read('_headers'), read('_redirects')]);
  if (routes === null) problems.push('_routes.json is missing');
  else problems.push(...routesProblems(JSON.parse(routes) as RoutesJson).map((p) => `_routes.json: ${p}`));
  if (headers === null) problems.push('_headers is missing');
  else problems.push(...headersProblems(headers).map((p) => `_headers: ${p}`));
  if (redirects === null) problems.push('_redirects is missing');
  else problems.push(...redirectsProblems(redirects).map((p) => `_redirects: ${p}`));
  return problems;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
}
