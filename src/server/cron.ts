import { readStoreConfig } from './config/load';
import { drainCancellations } from './fulfilment/cancel';
import { drainOutbox, fulfilmentOptions, type FulfilmentEnv } from './fulfilment/drain';
import { drainMail } from './mail/drain';
import { mailTransport, type MailSettings } from './mail/transport';
import { ledgerFor } from './payments/ledger';
import { reconcilePayments } from './payments/reconcile';
import { forgetExpiredData } from './retention';
import type { PaymentSettings } from './payments/setup';

export type CronEnv = FulfilmentEnv & PaymentSettings & MailSettings;

/**
 * One cron run, in the order money flows: payments first (a capture writes the order's outbox row), then
 * the fulfilment hand-off and withdrawals, then mail. A failing job does not stop the others; the run
 * still fails at the end so the platform's cron log shows it. A wrong payment or mail setting fails its
 * job with the configuration message instead of running on defaults.
 */
export async function runCronJobs(env: CronEnv, scheduledTime = Date.now()): Promise<Record<string, unknown>> {
  const now = () => Math.max(Date.now(), scheduledTime);
  const config = await readStoreConfig(env.DB);
  const jobs: [string, () => Promise<unknown>][] = [
    ['payments', async () => (config ? reconcilePayments(ledgerFor(env.DB, config, env, now)) : 'no store config')],
    ['fulfilment', () => drainOutbox(env.DB, { ...fulfilmentOptions(env), now })],
    ['cancellations', () => drainCancellations(env.DB, { ...fulfilmentOptions(env), now })],
    ['mail', () => drainMail(env.DB, mailTransport(env), now())],
    // Abandoned checkouts and old rate-limit counters (issue 17).
    ['retention', () => forgetExpiredData(env.DB, new Date(now()))],
  ];
  const report: Record<string, unknown> = {};
  const failures: string[] = [];
  for (const [name, job] of jobs) {
    try {
      report[name] = await job();
    } catch (err) {
      failures.push(`${name}: ${err instanceof Error ? err.message : String(err)}`);
      console.error(JSON.stringify({ level: 'error', at: 'cron', job: name, message: err instanceof Error ? err.message : String(err) }));
    }
  }
  console.log(JSON.stringify({ level: 'info', at: 'cron', report }));
  if (failures.length) throw new Error(`cron jobs failed: ${failures.join('; ')}`);
  return report;
}
