import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import { mailTransport } from '../mail/transport';
import { paymentSetup } from './setup';

/**
 * Every API request first checks the deployment's payment and mail settings (the parts that need no store
 * data): PAYMENT_PROVIDER must be sandbox or live, MAIL_PROVIDER outbox or resend. A wrong value answers
 * every request with the configuration error instead of quietly paying on the sandbox. Checked once per
 * settings object (one per isolate).
 */
const checked = new WeakSet<object>();

export const paymentSettingsGuard: MiddlewareHandler<Env> = async (c, next) => {
  if (!checked.has(c.env)) {
    // Rails the store offers are checked with its config where a payment is made (ledgerFor).
    paymentSetup(c.env, { stripe: false, paypal: false });
    mailTransport(c.env);
    checked.add(c.env);
  }
  await next();
};
