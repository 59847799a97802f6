import { backoffMs } from '../fulfilment/drain';
import { dueMail, leaseMail, markMail, type MailOutcome } from './outbox';
import { deliver, type MailTransport } from './transport';

export interface MailDrainReport {
  sent: number;
  retrying: number;
  failed: number;
  /** Sends whose outcome was not recorded: the lease ran out and another drain took the mail over. */
  superseded: number;
}

const MAX_ATTEMPTS = 10;
/** A lease outlasts one send (deliver's 10 s timeout) with room to record the outcome. */
export const MAIL_LEASE_MS = 60_000;

/**
 * The drain's clock: a function is read as it is; a time (the cron's scheduled time) is where the run
 * starts, and the clock then moves with the real time, so every lease and retry is dated when it is taken.
 */
function clockFrom(now: number | (() => number)): () => number {
  if (typeof now === 'function') return now;
  const started = Date.now();
  return () => now + (Date.now() - started);
}

/**
 * One pass over the mail outbox (the cron Worker, every minute): each due mail is leased, delivered, and
 * marked sent, or retried with backoff (provider down, rate limited), or failed after MAX_ATTEMPTS or on a
 * refusal that retrying cannot fix. Locally (`outbox`) mail is marked `local` and stays readable.
 * Each lease is taken at the time of its own send (up to 25 sends of up to 10 s each outlast a lease
 * counted from the run's start, and the next minute's run would send the same mail at once), and only
 * the lease's holder records the outcome.
 */
export async function drainMail(db: D1Database, transport: MailTransport, now: number | (() => number) = Date.now, limit = 25): Promise<MailDrainReport> {
  const report: MailDrainReport = { sent: 0, retrying: 0, failed: 0, superseded: 0 };
  const clock = clockFrom(now);
  for (const mail of await dueMail(db, clock(), limit)) {
    const leasedAt = clock();
    const lease = leasedAt + MAIL_LEASE_MS;
    const attempt = await leaseMail(db, mail.id, leasedAt, lease);
    if (attempt === null) continue;
    const result = await deliver(transport, mail, mail.sendKey);
    let outcome: MailOutcome;
    if (result.ok) outcome = { state: transport.kind === 'outbox' ? 'local' : 'sent' };
    else if (result.retry && attempt < MAX_ATTEMPTS) outcome = { state: 'pending', retryAt: clock() + backoffMs(attempt, 30_000, 3_600_000), error: result.error };
    else outcome = { state: 'failed', error: result.error };
    if (!(await markMail(db, mail.id, lease, outcome))) {
      report.superseded++;
      console.error(JSON.stringify({ level: 'error', at: 'mail', id: mail.id, attempt, superseded: outcome.state, note: 'the lease was taken over; outcome not recorded' }));
      continue;
    }
    if (outcome.state === 'pending') report.retrying++;
    else if (outcome.state === 'failed') {
      report.failed++;
      console.error(JSON.stringify({ level: 'error', at: 'mail', id: mail.id, attempt, error: outcome.error }));
    } else report.sent++;
  }
  return report;
}
