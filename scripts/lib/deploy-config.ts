import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { z } from 'zod';
import { CLOUDFLARE_PLANS } from './file-limit';
import { STORE_SLUG } from './store-paths';

/**
 * The stores list (stores.json) and what a deploy derives from it: the per-store wrangler config
 * (the project's wrangler.toml stays the local dev config), and the names of the secrets a store
 * needs. See docs/deploy.md.
 */

const VAR_NAME = /^[A-Z][A-Z0-9_]*$/;

export const storeEntrySchema = z.object({
  store: z.string().regex(STORE_SLUG, 'a store slug: lower-case letters, digits and hyphens'),
  /** Cloudflare Pages project name (also the `name` of the generated wrangler.toml). */
  pagesProject: z.string().regex(/^[a-z0-9][a-z0-9-]{0,57}$/, 'a Pages project name: lower-case letters, digits and hyphens, at most 58 characters'),
  /** D1 database name; its id is looked up by name at deploy time (`wrangler d1 list --json`). */
  database: z.string().min(1).max(64),
  /** The store's Cloudflare plan: its Pages file limit per deployment (20,000 free, 100,000 paid), checked by the build. */
  plan: z.enum(CLOUDFLARE_PLANS),
  /** The store's public address (Astro `site`: canonical URLs and the sitemap). */
  siteUrl: z.url().optional(),
  /**
   * A store deployed to production on the sandbox on purpose (a demo shoppers cannot really pay in);
   * any other production deploy with PAYMENT_PROVIDER=sandbox is refused (scripts/lib/deploy-payments.ts).
   */
  sandboxOnPurpose: z.boolean().default(false),
  /** Plain (non-secret) variables of the Pages project, e.g. PAYMENT_PROVIDER, MAIL_PROVIDER, MAIL_FROM. */
  vars: z.record(z.string().regex(VAR_NAME), z.string()).default({}),
  /** The fulfilment drain Worker (workers/fulfilment): the platform's API address and optional tuning vars. */
  fulfilment: z
    .object({
      platformApiUrl: z.url(),
      vars: z.record(z.string().regex(/^FULFILMENT_[A-Z_]+$/), z.string()).default({}),
    })
    .optional(),
});

export const storesListSchema = z.object({
  $comment: z.string().optional(),
  stores: z.array(storeEntrySchema).min(1),
});

export type StoreEntry = z.infer<typeof storeEntrySchema>;

export const STORES_FILE = 'stores.json';

export async function readStoresList(file = STORES_FILE): Promise<StoreEntry[]> {
  const parsed = storesListSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${file} is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const seen = new Set<string>();
  for (const entry of parsed.data.stores) {
    for (const key of [`store:${entry.store}`, `project:${entry.pagesProject}`, `database:${entry.database}`]) {
      if (seen.has(key)) throw new Error(`${file}: ${key.replace(':', ' "')}" is listed twice`);
      seen.add(key);
    }
  }
  return parsed.data.stores;
}

export async function storeEntry(slug: string, file = STORES_FILE): Promise<StoreEntry> {
  const entry = (await readStoresList(file)).find((e) => e.store === slug);
  if (!entry) throw new Error(`Store "${slug}" is not in ${file}: add { "store", "pagesProject", "database" } for it first`);
  return entry;
}

/** Every secret the functions read (src/server/env.ts). Values live in Cloudflare, never in the repository. */
export const SECRETS = {
  ACCESS_CODE_HASH: 'gate: PBKDF2 hash of the access code (gated stores)',
  GATE_COOKIE_SECRET: 'gate: key that signs the access cookie (gated stores)',
  STRIPE_SECRET_KEY: 'Stripe secret key (PAYMENT_PROVIDER=live)',
  STRIPE_WEBHOOK_SECRET: 'Stripe webhook signing secret (PAYMENT_PROVIDER=live)',
  PAYPAL_CLIENT_ID: 'PayPal REST client id (PAYMENT_PROVIDER=live)',
  PAYPAL_CLIENT_SECRET: 'PayPal REST client secret (PAYMENT_PROVIDER=live)',
  MAIL_API_KEY: 'Resend API key (MAIL_PROVIDER=resend)',
  PLATFORM_WEBHOOK_SECRET: 'fulfilment: signs the platform\'s status events (/api/v1/fulfilment/events)',
  SELLER_API_TOKEN: 'fulfilment: Bearer token of the seller\'s attention list (/api/v1/seller/attention)',
} as const;

export type SecretName = keyof typeof SECRETS;

/** Secrets of the fulfilment Worker (set with `wrangler secret bulk --config ...`). */
export const WORKER_SECRETS = { PLATFORM_API_KEY: 'fulfilment Worker: Bearer key for the platform\'s fulfilment API' } as const;
export const SECRET_NAMES = Object.keys(SECRETS) as SecretName[];

/** The secrets a store cannot run without: the gate's when gated, and the money side's (scripts/lib/deploy-payments.ts). */
export function requiredSecrets(gated: boolean, payments: string[]): SecretName[] {
  const names: SecretName[] = [];
  if (gated) names.push('ACCESS_CODE_HASH', 'GATE_COOKIE_SECRET');
  for (const name of payments) if ((SECRET_NAMES as string[]).includes(name) && !names.includes(name as SecretName)) names.push(name as SecretName);
  return names;
}

/** The project's compatibility settings, read from the dev config so both stay the same. */
export async function compatibility(devConfig = 'wrangler.toml'): Promise<{ date: string; flags: string[] }> {
  const text = await readFile(devConfig, 'utf8');
  const date = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(text)?.[1];
  const flags = /^compatibility_flags\s*=\s*\[([^\]]*)\]/m.exec(text)?.[1];
  if (!date) throw new Error(`${devConfig} has no compatibility_date`);
  return { date, flags: flags ? [...flags.matchAll(/"([^"]+)"/g)].map((m) => m[1] as string) : [] };
}

/** Folders of one store's deploy: a staging folder holding its wrangler.toml and a link to functions/. */
export function deployPaths(name: string) {
  const staging = resolve(`.build/${name}/deploy`);
  return {
    staging,
    config: resolve(staging, 'wrangler.toml'),
    /** The deploy build of the site (dist/<slug>/ stays the local dev build). */
    site: resolve(staging, 'site'),
    functionsLink: resolve(staging, 'functions'),
    bundle: resolve(staging, 'functions-bundle'),
    workerConfig: resolve(staging, 'fulfilment.wrangler.toml'),
    workerBundle: resolve(staging, 'fulfilment-bundle'),
    importSql: resolve(staging, 'import.sql'),
  };
}

export const PLACEHOLDER_DATABASE_ID = '00000000-0000-0000-0000-000000000000';

const tomlString = (value: string) => JSON.stringify(value);

/**
 * The wrangler.toml of one store's Pages project. Wrangler's Pages commands only read a
 * wrangler.toml in their working directory, so this one is written into the store's staging folder
 * (next to a link to functions/) and the commands run there. Paths are relative to that folder.
 */
export function wranglerToml(options: {
  entry: StoreEntry;
  databaseId: string;
  staging: string;
  out: string;
  migrations: string;
  compatibilityDate: string;
  compatibilityFlags: string[];
  /** Vars beyond stores.json's (the public payment settings taken from the environment). */
  vars?: Record<string, string>;
}): string {
  const { entry, staging } = options;
  const rel = (path: string) => relative(staging, path).split('\\').join('/');
  const vars = { STORE_SLUG: entry.store, ...entry.vars, ...(options.vars ?? {}) };
  return [
    `# Generated by scripts/deploy.ts for store "${entry.store}" (stores.json). Do not edit or commit.`,
    `name = ${tomlString(entry.pagesProject)}`,
    `pages_build_output_dir = ${tomlString(rel(options.out))}`,
    `compatibility_date = ${tomlString(options.compatibilityDate)}`,
    `compatibility_flags = [${options.compatibilityFlags.map(tomlString).join(', ')}]`,
    '',
    '[vars]',
    ...Object.entries(vars).map(([k, v]) => `${k} = ${tomlString(v)}`),
    '',
    ...d1Section(entry, options.databaseId, rel(options.migrations)),
  ].join('\n');
}

/** The store's D1 binding, the same for its Pages project and its fulfilment Worker. */
function d1Section(entry: StoreEntry, databaseId: string, migrationsDir: string): string[] {
  return ['[[d1_databases]]', 'binding = "DB"', `database_name = ${tomlString(entry.database)}`, `database_id = ${tomlString(databaseId)}`, `migrations_dir = ${tomlString(migrationsDir)}`, ''];
}

/**
 * The wrangler config of one store's fulfilment drain (a scheduled Worker beside the Pages project,
 * docs/decisions.md "Fulfilment"): cron every minute, the store's D1, the platform address.
 */
export function fulfilmentWorkerToml(options: { entry: StoreEntry; databaseId: string; staging: string; main: string; migrations: string; compatibilityDate: string; compatibilityFlags: string[]; vars?: Record<string, string> }): string {
  const { entry, staging } = options;
  const rel = (path: string) => relative(staging, path).split('\\').join('/');
  // The cron Worker also reconciles payments and sends mail: it runs with the store's payment and mail vars.
  const vars = { STORE_SLUG: entry.store, ...entry.vars, ...(options.vars ?? {}), PLATFORM_API_URL: entry.fulfilment?.platformApiUrl ?? '', ...(entry.fulfilment?.vars ?? {}) };
  return [
    `# Generated by scripts/deploy.ts for store "${entry.store}" (stores.json). Do not edit or commit.`,
    `name = ${tomlString(`${entry.pagesProject}-fulfilment`)}`,
    `main = ${tomlString(rel(options.main))}`,
    `compatibility_date = ${tomlString(options.compatibilityDate)}`,
    `compatibility_flags = [${options.compatibilityFlags.map(tomlString).join(', ')}]`,
    'send_metrics = false',
    '',
    '[triggers]',
    'crons = ["* * * * *"]',
    '',
    '[vars]',
    ...Object.entries(vars).map(([k, v]) => `${k} = ${tomlString(v)}`),
    '',
    ...d1Section(entry, options.databaseId, rel(options.migrations)),
  ].join('\n');
}
