/**
 * npm run deploy -- --store <slug> [--dry-run] [--skip-build] [--branch main] [--allow-sandbox]
 *
 * Deploys one store (listed in stores.json) to its own Cloudflare Pages project and D1 database:
 *   1. builds the store (scripts/build-store.ts) into .build/<slug>/deploy/site/, with its routing files
 *   2. writes .build/<slug>/deploy/: the store's wrangler.toml, a link to functions/, import.sql
 *   3. builds the functions bundle (`wrangler pages functions build`) and checks Cloudflare's limits
 *   4. (not with --dry-run) looks up the D1 id by name, creates the database and Pages project when
 *      missing, uploads the secrets given in the environment, checks the required ones are set,
 *      applies migrations remotely, imports the catalog remotely, and runs `wrangler pages deploy`.
 *
 * --dry-run does everything but step 4 and prints the plan; it needs no Cloudflare credentials and
 * makes no network call. The real deploy needs CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID.
 * See docs/deploy.md.
 */
import { existsSync, lstatSync, readlinkSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { StoreSnapshot } from '../src/catalog/snapshot';
import { hashAccessCode } from '../src/server/gate/access-code';
import {
  PLACEHOLDER_DATABASE_ID,
  SECRET_NAMES,
  SECRETS,
  compatibility,
  deployPaths,
  requiredSecrets,
  storeEntry,
  wranglerToml,
  fulfilmentWorkerToml,
  type StoreEntry,
} from './lib/deploy-config';
import { PAGES_FILE_LIMITS } from './lib/file-limit';
import { buildFunctionsBundle, deployProblems, formatBytes, outputStats, wrangler, DEPLOY_LIMITS } from './lib/deploy-checks';
import { missingFromEnvironment, paymentDeployPlan, WORKER_PAYMENT_SECRETS } from './lib/deploy-payments';
import { BUILD_STORE, offlineEnv, parseArgs, run } from './lib/run';
import { STORE_SLUG, storePaths } from './lib/store-paths';

const args = parseArgs(process.argv.slice(2));
const slug = String(args.get('store') ?? process.env.STORE ?? '');
const dryRun = args.has('dry-run');
const skipBuild = args.has('skip-build');
const branch = String(args.get('branch') ?? process.env.DEPLOY_BRANCH ?? 'main');
// A production deploy whose payments are the sandbox is refused unless this says it is meant (a demo store).
const allowSandbox = args.has('allow-sandbox');

const shellQuote = (s: string) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replaceAll("'", "'\\''")}'`);
const show = (cmd: string[]) => cmd.map(shellQuote).join(' ');

async function ensureFunctionsLink(link: string): Promise<void> {
  const target = relative(resolve(link, '..'), resolve('functions'));
  if (existsSync(link) || lstatExists(link)) {
    if (lstatSync(link).isSymbolicLink() && readlinkSync(link) === target) return;
    await rm(link, { recursive: true, force: true });
  }
  await symlink(target, link, 'dir');
}

function lstatExists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

async function migrationNames(): Promise<string[]> {
  return (await readdir('migrations')).filter((f) => f.endsWith('.sql')).sort();
}

/** The D1 id of a database by name, creating the database when the account has none of that name. */
async function databaseId(entry: StoreEntry): Promise<string> {
  if (process.env.D1_DATABASE_ID) return process.env.D1_DATABASE_ID;
  const find = async () => {
    const list = JSON.parse(await wrangler(['d1', 'list', '--json'], { quiet: true })) as { uuid: string; name: string }[];
    return list.find((db) => db.name === entry.database)?.uuid;
  };
  const found = await find();
  if (found) return found;
  console.log(`D1 database ${entry.database} does not exist: creating it`);
  await wrangler(['d1', 'create', entry.database]);
  const created = await find();
  if (!created) throw new Error(`D1 database ${entry.database} was created but is not listed`);
  return created;
}

async function ensurePagesProject(entry: StoreEntry, staging: string): Promise<void> {
  const list = JSON.parse(await wrangler(['pages', 'project', 'list', '--json'], { cwd: staging, quiet: true })) as Record<string, string>[];
  if (list.some((p) => p['Project Name'] === entry.pagesProject)) return;
  console.log(`Pages project ${entry.pagesProject} does not exist: creating it (production branch ${branch})`);
  await wrangler(['pages', 'project', 'create', entry.pagesProject, '--production-branch', branch], { cwd: staging });
}

/** Uploads the secrets present in the environment (CI: the store's GitHub environment), then checks the required ones. */
async function syncSecrets(entry: StoreEntry, staging: string, required: string[]): Promise<void> {
  const given = Object.fromEntries(SECRET_NAMES.filter((n) => process.env[n]).map((n) => [n, process.env[n] as string]));
  if (Object.keys(given).length) {
    const dir = await mkdtemp(join(tmpdir(), 'secrets-'));
    const file = join(dir, 'secrets.json');
    try {
      await writeFile(file, JSON.stringify(given), { mode: 0o600 });
      await chmod(file, 0o600);
      console.log(`Setting secrets: ${Object.keys(given).join(', ')}`);
      await wrangler(['pages', 'secret', 'bulk', file, '--project-name', entry.pagesProject], { cwd: staging, quiet: true });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  const listed = await wrangler(['pages', 'secret', 'list', '--project-name', entry.pagesProject], { cwd: staging, quiet: true });
  const present = new Set([...listed.matchAll(/^\s*- ([A-Z0-9_]+):/gm)].map((m) => m[1]));
  const missing = required.filter((n) => !present.has(n));
  if (missing.length) {
    throw new Error(`Pages project ${entry.pagesProject} lacks required secrets: ${missing.join(', ')} (wrangler pages secret put <NAME> --project-name ${entry.pagesProject})`);
  }
}

/** `--hash-access-code`: reads a gated store's access code from stdin, prints its ACCESS_CODE_HASH. */
async function printAccessCodeHash(): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const code = Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
  if (!code) throw new Error('Pipe the access code on stdin: printf %s "$CODE" | npm run -s deploy -- --hash-access-code');
  console.log(await hashAccessCode(code));
}

async function main(): Promise<void> {
  if (args.has('hash-access-code')) return printAccessCodeHash();
  if (!STORE_SLUG.test(slug)) throw new Error('Usage: npm run deploy -- --store <slug> [--dry-run] [--skip-build] [--branch main]');
  const entry = await storeEntry(slug);
  const deploy = deployPaths(slug);
  // The deploy build has its own output folder (the production site URL is baked into canonical
  // links and the sitemap), so a dry run never disturbs the dev build in dist/<slug>/.
  const paths = { ...storePaths(slug), out: deploy.site };
  const started = performance.now();
  const log = (message: string) => console.log(`[deploy ${slug}] ${message}`);

  if (!dryRun && (!process.env.CLOUDFLARE_API_TOKEN || !process.env.CLOUDFLARE_ACCOUNT_ID)) {
    throw new Error('A deploy needs CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID (or use --dry-run)');
  }

  // 1. Build.
  if (!skipBuild) {
    log('building');
    await run(process.execPath, [...BUILD_STORE, '--store', slug], {
      env: offlineEnv({ STORE_OUT_DIR: deploy.site, ...(entry.siteUrl ? { STORE_SITE_URL: entry.siteUrl } : {}) }),
    });
  }
  if (!existsSync(paths.out) || !existsSync(paths.snapshot)) throw new Error(`No build of "${slug}" at ${paths.out}: run without --skip-build`);
  const snapshot = JSON.parse(await readFile(paths.snapshot, 'utf8')) as StoreSnapshot;
  const gated = snapshot.settings.gated;
  const payments = paymentDeployPlan(entry, snapshot.settings.buildFlags, { production: branch === 'main', allowSandbox: allowSandbox || entry.sandboxOnPurpose, env: process.env });

  // 2. Staging folder: the store's wrangler.toml beside a link to functions/, and the D1 import.
  await mkdir(deploy.staging, { recursive: true });
  await ensureFunctionsLink(deploy.functionsLink);
  const compat = await compatibility();
  const writeConfig = (id: string) =>
    writeFile(
      deploy.config,
      wranglerToml({ entry, databaseId: id, staging: deploy.staging, out: paths.out, migrations: resolve('migrations'), compatibilityDate: compat.date, compatibilityFlags: compat.flags, vars: payments.vars }),
    );
  const writeWorkerConfig = (id: string) =>
    writeFile(
      deploy.workerConfig,
      fulfilmentWorkerToml({ entry, databaseId: id, staging: deploy.staging, main: resolve('workers/fulfilment/index.ts'), migrations: resolve('migrations'), compatibilityDate: compat.date, compatibilityFlags: compat.flags, vars: payments.vars }),
    );
  await writeConfig(PLACEHOLDER_DATABASE_ID);
  await writeWorkerConfig(PLACEHOLDER_DATABASE_ID);
  await copyFile(paths.catalogSql, deploy.importSql); // the catalog and the store config, written by the build

  // 3. Functions bundle, built from the staging folder exactly as `pages deploy` builds it, and the checks.
  log('building the functions bundle');
  await rm(deploy.bundle, { recursive: true, force: true });
  const bundle = await buildFunctionsBundle(deploy.staging, deploy.bundle);
  const output = await outputStats(paths.out);
  const problems = await deployProblems(paths.out, bundle, output, entry.plan);
  // The generated config must be one wrangler reads: list the migrations against a throwaway local D1.
  const scratch = await mkdtemp(join(tmpdir(), 'deploy-d1-'));
  try {
    await wrangler(['d1', 'migrations', 'list', entry.database, '--local', '--persist-to', scratch], { cwd: deploy.staging, quiet: true });
  } catch (error) {
    problems.push(`generated ${relative('.', deploy.config)} is not usable: ${(error as Error).message}`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }

  // The fulfilment drain Worker: bundled offline with `wrangler deploy --dry-run` to prove its config builds.
  if (!entry.fulfilment) problems.push(`stores.json: "${slug}" has no fulfilment.platformApiUrl, so paid orders would never reach the platform`);
  await rm(deploy.workerBundle, { recursive: true, force: true });
  try {
    await wrangler(['deploy', '--config', deploy.workerConfig, '--dry-run', '--outdir', deploy.workerBundle], { cwd: deploy.staging, quiet: true });
  } catch (error) {
    problems.push(`the fulfilment Worker does not build: ${(error as Error).message}`);
  }

  problems.push(...payments.problems);
  const required = requiredSecrets(gated, payments.required);
  const missingHere = missingFromEnvironment(required, process.env);
  const cd = `cd ${relative('.', deploy.staging)} &&`;
  const importFile = relative(deploy.staging, deploy.importSql);
  const outFromStaging = relative(deploy.staging, paths.out);
  const commands = [
    `wrangler d1 list --json    # id of "${entry.database}" (created with \`wrangler d1 create\` when missing), written into wrangler.toml`,
    `wrangler pages project list --json    # "${entry.pagesProject}" created with \`wrangler pages project create --production-branch ${branch}\` when missing`,
    `${cd} wrangler pages secret bulk <temporary file of the secrets set in the environment> --project-name ${entry.pagesProject}`,
    `${cd} ${show(['wrangler', 'd1', 'migrations', 'apply', entry.database, '--remote'])}`,
    `${cd} ${show(['wrangler', 'd1', 'execute', entry.database, '--remote', '--file', importFile, '--yes'])}`,
    `${cd} ${show(['wrangler', 'pages', 'deploy', outFromStaging, '--project-name', entry.pagesProject, '--branch', branch])}`,
    `${cd} ${show(['wrangler', 'deploy', '--config', relative(deploy.staging, deploy.workerConfig)])}    # the fulfilment drain, cron every minute`,
    `${cd} wrangler secret bulk <temporary file with PLATFORM_API_KEY and the payment and mail secrets> --config ${relative(deploy.staging, deploy.workerConfig)}`,
  ];
  const read = (name: string) => readFile(join(paths.out, name), 'utf8');
  const headerRules = (await read('_headers')).split('\n').filter((l) => l.startsWith('/'));

  console.log(`
${dryRun ? 'DRY RUN: nothing is uploaded. ' : ''}Deploy plan for store "${slug}"
  Pages project     ${entry.pagesProject} (branch ${branch}${branch === 'main' ? ', production' : ''})
  D1 database       ${entry.database} (binding DB; id looked up by name at deploy time)
  site URL          ${entry.siteUrl ?? '(not set: Astro site defaults)'}
  wrangler config   ${relative('.', deploy.config)} (generated; functions/ linked beside it)
  cron Worker       ${entry.pagesProject}-fulfilment (${relative('.', deploy.workerConfig)}; cron * * * * *: payments reconciler, fulfilment ${entry.fulfilment?.platformApiUrl ?? 'NOT SET'}, mail)
  vars              ${Object.entries({ STORE_SLUG: slug, ...payments.vars }).map(([k, v]) => `${k}=${v}`).join(' ')}
  payments          ${payments.vars.PAYMENT_PROVIDER ?? 'NOT SET'}${payments.vars.PAYMENT_PROVIDER === 'sandbox' ? ' (no real payments; sandbox orders never reach fulfilment)' : ''}
  gated             ${gated ? 'yes: every request runs the gate' : 'no: only /api/* runs a function'}

Output ${relative('.', paths.out)}
  files             ${output.files} (${output.htmlPages} HTML pages; Pages allows ${PAGES_FILE_LIMITS[entry.plan]} on the ${entry.plan} plan)
  total size        ${formatBytes(output.bytes)}; largest ${output.largest.path} ${formatBytes(output.largest.bytes)}
  functions bundle  ${formatBytes(bundle.rawBytes)} raw, ${formatBytes(bundle.gzipBytes)} gzipped (limit ${formatBytes(DEPLOY_LIMITS.workerGzipBytes)} compressed)
  D1 import         ${relative('.', deploy.importSql)} (${formatBytes(Buffer.byteLength(await readFile(deploy.importSql, 'utf8')))}: catalog and store config)
  migrations        ${(await migrationNames()).join(', ')} (only those not yet applied remotely)

Routing files
  _routes.json      ${(await read('_routes.json')).replace(/\s+/g, ' ').trim()}
  _headers          ${headerRules.length} rules: ${headerRules.join(', ')}
  _redirects        ${(await read('_redirects')).trim().split('\n').join('\n                    ')}

Secrets (names only; values are set with wrangler, never committed)
  required          ${required.length ? required.join(', ') : 'none for this store\'s settings'}
  missing here      ${missingHere.length ? `${missingHere.join(', ')} (not in this environment: each must already be set on the project, or the deploy stops)` : 'none'}
  optional          ${SECRET_NAMES.filter((n) => !required.includes(n)).map((n) => `${n}`).join(', ')}
${SECRET_NAMES.map((n) => `    ${n.padEnd(Math.max(...SECRET_NAMES.map((s) => s.length)) + 2)}${SECRETS[n]}`).join('\n')}

Commands${dryRun ? ' that would run' : ''}
${commands.map((c) => `  ${c}`).join('\n')}
`);

  if (problems.length) throw new Error(`Deploy checks failed:\n  - ${problems.join('\n  - ')}`);
  log(`checks passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (dryRun) {
    log('dry run: stopping before anything is uploaded');
    return;
  }

  // 4. The real deploy.
  const id = await databaseId(entry);
  await writeConfig(id);
  await ensurePagesProject(entry, deploy.staging);
  await syncSecrets(entry, deploy.staging, required);
  log('applying migrations');
  await wrangler(['d1', 'migrations', 'apply', entry.database, '--remote'], { cwd: deploy.staging });
  log('importing the catalog');
  await wrangler(['d1', 'execute', entry.database, '--remote', '--file', importFile, '--yes'], { cwd: deploy.staging });
  log('uploading the site and functions');
  const commit = process.env.GITHUB_SHA ? ['--commit-hash', process.env.GITHUB_SHA] : [];
  await wrangler(['pages', 'deploy', outFromStaging, '--project-name', entry.pagesProject, '--branch', branch, ...commit], { cwd: deploy.staging });
  log('deploying the fulfilment Worker');
  await writeWorkerConfig(id);
  await wrangler(['deploy', '--config', deploy.workerConfig], { cwd: deploy.staging });
  const workerSecrets = Object.fromEntries(['PLATFORM_API_KEY', ...WORKER_PAYMENT_SECRETS].filter((n) => process.env[n]).map((n) => [n, process.env[n] as string]));
  if (Object.keys(workerSecrets).length) {
    const file = join(await mkdtemp(join(tmpdir(), 'worker-secrets-')), 'secrets.json');
    await writeFile(file, JSON.stringify(workerSecrets), { mode: 0o600 });
    try {
      await wrangler(['secret', 'bulk', file, '--config', deploy.workerConfig], { cwd: deploy.staging, quiet: true });
    } finally {
      await rm(file, { force: true });
    }
  }
  await unlink(deploy.importSql).catch(() => undefined);
  log(`deployed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
