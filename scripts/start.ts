/**
 * npm start: builds the bundled demo store (or --store <slug>), prepares its local D1 and serves
 * pages and functions with wrangler on http://127.0.0.1:8788 (PORT changes the port). Offline.
 */
import { assertLocalSettings, localSettings } from './lib/payment-settings';
import { BUILD_STORE, parseArgs, run } from './lib/run';

// A wrong PAYMENT_PROVIDER or mail setting stops here, before a minute of building (the store's rails are checked again by serve).
assertLocalSettings(localSettings(), null);

const args = parseArgs(process.argv.slice(2));
const slug = String(args.get('store') ?? 'demo');
const preview = args.has('preview') ? ['--preview'] : [];

await run(process.execPath, [...BUILD_STORE, '--store', slug, ...preview]);
await run(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--store', slug, ...preview]);
