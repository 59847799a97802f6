import { drainOutbox, fulfilmentOptions, type FulfilmentEnv } from '../../src/server/fulfilment/drain';
import { forgetExpiredData } from '../../src/server/retention';

/**
 * The fulfilment drain (docs/decisions.md, Fulfilment): a cron-triggered Worker beside the store's Pages
 * project, bound to the same D1. Each run hands every due outbox row to the platform once; failures wait
 * for a later run (backoff in the row). Tests import this module and call `scheduled` directly.
 */
export default {
  async scheduled(_controller, env, _ctx) {
    await forgetExpiredData(env.DB, new Date()); // abandoned checkouts and old rate-limit rows (issue 17)
    const report = await drainOutbox(env.DB, fulfilmentOptions(env));
    const counts = { delivered: report.delivered.length, retrying: report.retrying.length, attention: report.attention.length, skipped: report.skipped.length };
    if (counts.delivered + counts.retrying + counts.attention > 0) console.log(JSON.stringify({ level: 'info', at: 'fulfilment', ...counts }));
  },
} satisfies ExportedHandler<FulfilmentEnv>;
