import { runCronJobs, type CronEnv } from '../../src/server/cron';

/**
 * The store's scheduled Worker (docs/decisions.md, Fulfilment; docs/payments.md, Reconciler): a cron
 * trigger beside the store's Pages project (Pages cannot run cron triggers), bound to the same D1. Each
 * run reconciles open payments, hands paid orders to the platform, withdraws refunded ones and sends
 * queued mail (src/server/cron.ts). Tests import this module and call `scheduled` directly.
 */
export default {
  async scheduled(controller, env, _ctx) {
    await runCronJobs(env, controller.scheduledTime);
  },
} satisfies ExportedHandler<CronEnv>;
