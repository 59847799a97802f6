import { existsSync, readFileSync } from 'node:fs';
import { MailConfigError, mailTransport, type MailSettings } from '../../src/server/mail/transport';
import { offeredRails, PaymentConfigError, paymentSetup, type PaymentSettings } from '../../src/server/payments/setup';

/** The settings a local server runs with, by name: what `wrangler pages dev` will give the Functions. */
export const SETTING_NAMES = [
  'PAYMENT_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE',
  'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', 'PAYPAL_API_BASE', 'PROVIDER_TIMEOUT_MS',
  'MAIL_PROVIDER', 'MAIL_API_URL', 'MAIL_API_KEY', 'MAIL_FROM', 'SELLER_EMAIL',
] as const;
type Settings = PaymentSettings & MailSettings;

/** `KEY = "value"` lines of wrangler.toml's [vars] table (the only shape the project's file uses). */
export function tomlVars(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  let inVars = false;
  for (const line of text.split('\n')) {
    const section = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (section) inVars = section[1] === 'vars';
    const pair = inVars ? /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*"([^"]*)"\s*(#.*)?$/.exec(line) : null;
    if (pair) vars[pair[1]!] = pair[2]!;
  }
  return vars;
}

/** `.dev.vars` (dotenv lines), where wrangler reads local secrets from. */
export function devVars(text: string): Record<string, string> {
  return Object.fromEntries(
    text.split('\n').flatMap((line) => {
      const m = /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
      return m ? [[m[1]!, m[2]!.replace(/^(['"])(.*)\1$/, '$2')]] : [];
    }),
  );
}

/** wrangler.toml's vars, then .dev.vars, then the environment: the last one set wins, as for wrangler with --binding. */
export function localSettings(env: NodeJS.ProcessEnv = process.env, files = { toml: 'wrangler.toml', devVars: '.dev.vars' }): Settings {
  const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : '');
  const fromEnv = Object.fromEntries(SETTING_NAMES.filter((n) => env[n] !== undefined).map((n) => [n, env[n]]));
  return { ...tomlVars(read(files.toml)), ...devVars(read(files.devVars)), ...fromEnv };
}

/** The settings given on the command line, passed on to wrangler so the Functions run with exactly them. */
export function settingBindings(env: NodeJS.ProcessEnv = process.env): string[] {
  return SETTING_NAMES.filter((n) => env[n] !== undefined).flatMap((n) => ['--binding', `${n}=${env[n]}`]);
}

/**
 * Stops with the configuration's own message when the settings are unusable for a store offering these
 * rails (fail closed: no server starts on a setting it would have to guess about).
 */
export function assertLocalSettings(settings: Settings, flags: { hideCard: boolean; hidePaypal: boolean; hideAfterpay: boolean } | null): void {
  try {
    paymentSetup(settings, flags ? offeredRails(flags) : { stripe: false, paypal: false });
    mailTransport(settings);
  } catch (err) {
    if (err instanceof PaymentConfigError || err instanceof MailConfigError) {
      console.error(`\nCannot start: ${err.message}\nSet it in wrangler.toml [vars], .dev.vars or the environment (docs/payments.md, "Configuration").\n`);
      process.exit(1);
    }
    throw err;
  }
}
