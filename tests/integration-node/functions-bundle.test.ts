import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFunctionsBundle, DEPLOY_LIMITS, formatBytes } from '../../scripts/lib/deploy-checks';
import { readStoresList, requiredSecrets, wranglerToml } from '../../scripts/lib/deploy-config';
import { missingFromEnvironment, paymentDeployPlan } from '../../scripts/lib/deploy-payments';

const SHOWN = { hideCard: false, hidePaypal: false, hideAfterpay: false };

// The functions a deploy uploads: `wrangler pages functions build` (offline, about 2 s) into a temp
// folder, and the compressed size Cloudflare compares with the Workers limit (3 MB on the free plan).
describe('functions bundle', () => {
  let outdir = '';
  afterAll(async () => {
    if (outdir) await rm(outdir, { recursive: true, force: true });
  });

  it('builds and stays within the Workers size limit', async () => {
    outdir = await mkdtemp(join(tmpdir(), 'functions-bundle-'));
    const size = await buildFunctionsBundle(process.cwd(), outdir);
    console.log(`functions bundle: ${formatBytes(size.rawBytes)} raw, ${formatBytes(size.gzipBytes)} gzipped, ${size.files} file(s)`);
    expect(size.files).toBeGreaterThan(0);
    expect(size.gzipBytes).toBeLessThan(DEPLOY_LIMITS.workerGzipBytes);
    const code = await readFile(join(outdir, 'index.js'), 'utf8');
    // Both functions are routed: the gate middleware at / and the API under /api.
    expect(code).toMatch(/routePath:\s*"\/api\/:route\*"/);
    expect(code).toMatch(/routePath:\s*"\/"[\s\S]*?middlewares/);
  }, 60_000);
});

describe('stores.json and the generated wrangler config', () => {
  it('names each store once, with its Pages project and D1 database', async () => {
    const stores = await readStoresList();
    expect(stores.map((s) => s.store)).toContain('demo');
    for (const s of stores) expect(s.database).toMatch(/^storefront-/);
  });

  it('binds DB to the store database and keeps secrets out', async () => {
    const [demo] = await readStoresList();
    const toml = wranglerToml({
      entry: { ...demo!, vars: { ...demo!.vars, PAYMENT_PROVIDER: 'live' } },
      databaseId: 'abc',
      staging: '/repo/.build/demo/deploy',
      out: '/repo/.build/demo/deploy/site',
      migrations: '/repo/migrations',
      compatibilityDate: '2026-04-01',
      compatibilityFlags: ['nodejs_compat'],
    });
    expect(toml).toContain(`name = "${demo!.pagesProject}"`);
    expect(toml).toContain('pages_build_output_dir = "site"');
    expect(toml).toContain('binding = "DB"');
    expect(toml).toContain(`database_name = "${demo!.database}"`);
    expect(toml).toContain('database_id = "abc"');
    expect(toml).toContain('migrations_dir = "../../../migrations"');
    expect(toml).toContain('STORE_SLUG = "demo"');
    expect(toml).not.toMatch(/SECRET|API_KEY|ACCESS_CODE_HASH/);
    const live = paymentDeployPlan({ vars: { PAYMENT_PROVIDER: 'live', STRIPE_PUBLISHABLE_KEY: 'pk_live_1', PAYPAL_WEBHOOK_ID: 'WH-1' } }, SHOWN, { production: true, allowSandbox: false, env: {} });
    expect(live.problems).toEqual([]);
    expect(requiredSecrets(true, live.required)).toEqual([
      'ACCESS_CODE_HASH', 'GATE_COOKIE_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET',
    ]);
    expect(requiredSecrets(false, [])).toEqual([]);
  });

  it('refuses what a store cannot be paid with: no or an unknown provider, production on the sandbox, live without its public keys', () => {
    const plan = (vars: Record<string, string>, production = true, env: NodeJS.ProcessEnv = {}) => paymentDeployPlan({ vars }, SHOWN, { production, allowSandbox: false, env });
    expect(plan({}).problems.join()).toContain('PAYMENT_PROVIDER must be "sandbox" or "live" (it is not set)');
    expect(plan({ PAYMENT_PROVIDER: 'stripe' }).problems.join()).toContain('(it is "stripe")');
    expect(plan({ PAYMENT_PROVIDER: 'sandbox' }).problems.join()).toContain('refusing a production deploy with PAYMENT_PROVIDER=sandbox');
    expect(plan({ PAYMENT_PROVIDER: 'sandbox' }, false).problems).toEqual([]);
    expect(paymentDeployPlan({ vars: { PAYMENT_PROVIDER: 'sandbox' } }, SHOWN, { production: true, allowSandbox: true, env: {} }).problems).toEqual([]);
    expect(plan({ PAYMENT_PROVIDER: 'live' }).problems).toEqual(['live Stripe needs STRIPE_PUBLISHABLE_KEY (stores.json vars or the environment)', 'live PayPal needs PAYPAL_WEBHOOK_ID (stores.json vars or the environment)']);
    // The publishable key from the deploy's environment becomes a var of the project and the cron Worker.
    const fromEnv = plan({ PAYMENT_PROVIDER: 'live' }, true, { STRIPE_PUBLISHABLE_KEY: 'pk_live_9', PAYPAL_WEBHOOK_ID: 'WH-9' });
    expect(fromEnv.problems).toEqual([]);
    expect(fromEnv.vars).toMatchObject({ STRIPE_PUBLISHABLE_KEY: 'pk_live_9', PAYPAL_WEBHOOK_ID: 'WH-9' });
    expect(plan({ PAYMENT_PROVIDER: 'live', MAIL_PROVIDER: 'resend' }, true, { STRIPE_PUBLISHABLE_KEY: 'pk', PAYPAL_WEBHOOK_ID: 'WH' }).problems).toEqual(['MAIL_PROVIDER=resend needs MAIL_FROM in stores.json vars', 'MAIL_PROVIDER=resend needs SELLER_EMAIL (where pre-orders are mailed) in stores.json vars']);
    expect(missingFromEnvironment(['STRIPE_SECRET_KEY', 'MAIL_API_KEY'], { STRIPE_SECRET_KEY: 'sk' })).toEqual(['MAIL_API_KEY']);
  });
});

describe('the fulfilment drain Worker of each store', () => {
  it('is configured from stores.json: cron every minute, the store D1, the platform address, and it bundles', async () => {
    const { fulfilmentWorkerToml } = await import('../../scripts/lib/deploy-config');
    const { wrangler } = await import('../../scripts/lib/deploy-checks');
    const entries = await readStoresList();
    for (const entry of entries) expect(entry.fulfilment?.platformApiUrl, `${entry.store} needs fulfilment.platformApiUrl`).toMatch(/^https:\/\//);
    const entry = entries[0]!;
    const staging = await mkdtemp(join(tmpdir(), 'worker-config-'));
    try {
      const toml = fulfilmentWorkerToml({ entry, databaseId: 'db-id', staging, main: join(process.cwd(), 'workers/fulfilment/index.ts'), migrations: join(process.cwd(), 'migrations'), compatibilityDate: '2026-04-01', compatibilityFlags: ['nodejs_compat'] });
      expect(toml).toContain(`name = "${entry.pagesProject}-fulfilment"`);
      expect(toml).toContain('crons = ["* * * * *"]');
      expect(toml).toContain(`database_name = "${entry.database}"`);
      expect(toml).toContain(`PLATFORM_API_URL = "${entry.fulfilment?.platformApiUrl ?? ''}"`);
      expect(toml).not.toMatch(/PLATFORM_API_KEY/);
      const { writeFile } = await import('node:fs/promises');
      await writeFile(join(staging, 'worker.toml'), toml);
      await wrangler(['deploy', '--config', 'worker.toml', '--dry-run', '--outdir', 'out'], { cwd: staging, quiet: true });
      const code = await readFile(join(staging, 'out', 'index.js'), 'utf8');
      expect(code).toContain('scheduled');
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }, 90_000);
});
