import { backoffMs } from '../fulfilment/drain';
import { dueMail, leaseMail, markMail } from './outbox';
import { deliver, type MailTransport } from './transport';

export interface MailDrainReport {
  sent: number;
  retrying: number;
  failed: number;
}

const MAX_ATTEMPTS = 10;

/**
 * One pass over the mail outbox (the cron Worker, every minute): each due mail is leased, delivered, and
 * marked sent, or retried with backoff (provider down, rate limited), or failed after MAX_ATTEMPTS or on a
 * refusal that retrying cannot fix. Locally (`outbox`) mail is marked `local` and stays readable.
 */
export async function drainMail(db: D1Database, transport: MailTransport, now = Date.now(), limit = 25): Promise<MailDrainReport> {
  const report: MailDrainReport = { sent: 0, retrying: 0, failed: 0 };
  for (const mail of await dueMail(db, now, limit)) {
    if (!(await leaseMail(db, mail.id, now, now + 60_000))) continue;
    const result = await deliver(transport, mail, mail.sendKey);
    const attempt = mail.attempts + 1;
    if (result.ok) {
      await markMail(db, mail.id, { state: transport.kind === 'outbox' ? 'local' : 'sent' });
      report.sent++;
    } else if (result.retry && attempt < MAX_ATTEMPTS) {
      await markMail(db, mail.id, { state: 'pending', retryAt: now + backoffMs(attempt, 30_000, 3_600_000), error: result.error });
      report.retrying++;
    } else {
      await markMail(db, mail.id, { state: 'failed', error: result.error });
      report.failed++;
      console.error(JSON.stringify({ level: 'error', at: 'mail', id: mail.id, attempt, error: result.error }));
    }
  }
  return report;
}
