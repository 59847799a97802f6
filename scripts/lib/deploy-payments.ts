import { LIVE_SECRETS, offeredRails } from '../../src/server/payments/setup';
import type { StoreEntry } from './deploy-config';

/** Settings of the money side that are public (plain vars), taken from stores.json or the deploy's environment. */
export const PUBLIC_PAYMENT_VARS = ['STRIPE_PUBLISHABLE_KEY', 'PAYPAL_WEBHOOK_ID'] as const;
/** Secrets the cron Worker needs besides the platform key: it captures, voids, refunds and sends mail. */
export const WORKER_PAYMENT_SECRETS = ['STRIPE_SECRET_KEY', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'MAIL_API_KEY'] as const;

export interface PaymentDeployPlan {
  /** Vars for the Pages project and the cron Worker (PAYMENT_PROVIDER, MAIL_*, the publishable key...). */
  vars: Record<string, string>;
  /** Secret names this store cannot run without. */
  required: string[];
  problems: string[];
}

/**
 * The money side of a deploy, refused rather than guessed (docs/payments.md, "Configuration"): PAYMENT_PROVIDER
 * must be sandbox or live; a production deploy on the sandbox needs --allow-sandbox; live needs every key of
 * the rails the store offers (the publishable key as a var, the rest as secrets); mail is outbox or resend.
 */
export function paymentDeployPlan(
  entry: Pick<StoreEntry, 'vars'>,
  flags: { hideCard: boolean; hidePaypal: boolean; hideAfterpay: boolean },
  options: { production: boolean; allowSandbox: boolean; env: NodeJS.ProcessEnv },
): PaymentDeployPlan {
  const problems: string[] = [];
  const vars: Record<string, string> = { ...entry.vars };
  for (const name of PUBLIC_PAYMENT_VARS) if (!vars[name] && options.env[name]) vars[name] = options.env[name] as string;
  const mode = vars.PAYMENT_PROVIDER;
  if (mode !== 'sandbox' && mode !== 'live') problems.push(`stores.json vars.PAYMENT_PROVIDER must be "sandbox" or "live" (it is ${mode ? `"${mode}"` : 'not set'})`);
  if (mode === 'sandbox' && options.production && !options.allowSandbox) {
    problems.push('refusing a production deploy with PAYMENT_PROVIDER=sandbox: shoppers could not pay (a demo store says so with "sandboxOnPurpose": true in stores.json, or pass --allow-sandbox)');
  }
  const required: string[] = [];
  if (mode === 'live') {
    const rails = offeredRails(flags);
    if (rails.stripe) {
      required.push('STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET');
      if (!vars.STRIPE_PUBLISHABLE_KEY) problems.push('live Stripe needs STRIPE_PUBLISHABLE_KEY (stores.json vars or the environment)');
    }
    if (rails.paypal) {
      required.push('PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET');
      if (!vars.PAYPAL_WEBHOOK_ID) problems.push('live PayPal needs PAYPAL_WEBHOOK_ID (stores.json vars or the environment)');
    }
    // Every live rail's names are the server's own list (src/server/payments/setup.ts), so both always agree.
    for (const name of [...(rails.stripe ? LIVE_SECRETS.stripe : []), ...(rails.paypal ? LIVE_SECRETS.paypal : [])]) {
      if (!required.includes(name) && !(PUBLIC_PAYMENT_VARS as readonly string[]).includes(name)) required.push(name);
    }
  }
  const mail = vars.MAIL_PROVIDER ?? 'outbox';
  if (mail !== 'outbox' && mail !== 'resend') problems.push(`stores.json vars.MAIL_PROVIDER must be "outbox" or "resend" (it is "${mail}")`);
  if (mail === 'resend') {
    required.push('MAIL_API_KEY');
    if (!vars.MAIL_FROM) problems.push('MAIL_PROVIDER=resend needs MAIL_FROM in stores.json vars');
    if (!vars.SELLER_EMAIL) problems.push('MAIL_PROVIDER=resend needs SELLER_EMAIL (where pre-orders are mailed) in stores.json vars');
  }
  return { vars, required, problems };
}

/** Required secrets the deploy's environment does not hold: they must already be set on the project, or the deploy fails. */
export const missingFromEnvironment = (required: string[], env: NodeJS.ProcessEnv) => required.filter((n) => !env[n]);
