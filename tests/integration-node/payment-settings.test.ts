/**
 * Fail closed (issue 16, point 9): `npm start` with an unknown PAYMENT_PROVIDER, or live payments missing
 * a key of a rail the store offers, stops at once with the configuration's message; nothing is served.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { pullStore } from '../../src/catalog/pull';
import { directorySource } from '../../src/catalog/sources/directory';
import { devVars, localSettings, tomlVars } from '../../scripts/lib/payment-settings';
import { offlineEnv } from '../../scripts/lib/run';

const SLUG = 'settings-check';
afterAll(() => rmSync(`.build/${SLUG}`, { recursive: true, force: true }));

function start(script: string, args: string[], env: Record<string, string>) {
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { env: offlineEnv(env), encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}`, ms: Date.now() - started };
}

describe('starting a store with payment settings it cannot use', () => {
  it('PAYMENT_PROVIDER=bogus npm start stops before building, naming the setting', () => {
    const run = start('scripts/start.ts', [], { PAYMENT_PROVIDER: 'bogus' });
    expect(run.status).toBe(1);
    expect(run.output).toContain('PAYMENT_PROVIDER must be "sandbox" or "live" (it is "bogus")');
    expect(run.output).not.toContain('Serving');
  });

  it('live without the keys of the rails the store offers stops the server with the missing names', async () => {
    const snapshot = await pullStore({ slug: 'demo', source: directorySource('stores/demo'), storeFilesDir: 'stores/demo' });
    mkdirSync(`.build/${SLUG}`, { recursive: true });
    writeFileSync(`.build/${SLUG}/snapshot.json`, JSON.stringify(snapshot));
    const run = start('scripts/serve.ts', ['--store', SLUG], { PAYMENT_PROVIDER: 'live', STRIPE_SECRET_KEY: 'sk_test_only_this' });
    expect(run.status).toBe(1);
    expect(run.output).toContain('STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID are not set');
    expect(run.output).not.toContain('sk_test_only_this');
    expect(run.output).not.toContain('Serving');
  });

  it('an unknown mail provider stops it too', () => {
    const run = start('scripts/start.ts', [], { MAIL_PROVIDER: 'postmark' });
    expect(run.status).toBe(1);
    expect(run.output).toContain('MAIL_PROVIDER must be "outbox" or "resend"');
  });
});

describe('where local settings come from', () => {
  it('wrangler.toml vars, then .dev.vars, then the environment', () => {
    expect(tomlVars('[vars]\nPAYMENT_PROVIDER = "sandbox" # default\n\n[[d1_databases]]\nbinding = "DB"\n')).toEqual({ PAYMENT_PROVIDER: 'sandbox' });
    expect(devVars('STRIPE_SECRET_KEY="sk_test_1"\n# comment\nPAYPAL_CLIENT_ID=abc\n')).toEqual({ STRIPE_SECRET_KEY: 'sk_test_1', PAYPAL_CLIENT_ID: 'abc' });
    expect(localSettings({ PAYMENT_PROVIDER: 'live' }).PAYMENT_PROVIDER).toBe('live');
    expect(localSettings({}).PAYMENT_PROVIDER).toBe('sandbox');
  });
});
