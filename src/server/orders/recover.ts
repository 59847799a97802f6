import type { Mailer } from '../mail/mailer';
import { quietCounter } from '../rate-limit/limit';
import { LIMITS } from '../rate-limit/rules';
import type { OrderRow } from './queries';
import { counterUpsert } from '../rate-limit/upsert';

export const RECOVERY_DAYS = 60;
export const RECOVER_MESSAGE = 'If there are orders for this e-mail address from the past 60 days, we have sent them to it.';

// The address's recovery mails (LIMITS.recoverEmail), counted only when it has orders to mail: the
// counter's upsert with its insert guarded by the same look-up (an INSERT … SELECT needs its WHERE
// before ON CONFLICT), so an address without orders writes nothing.
const COUNT_IF_ORDERS = counterUpsert('EXISTS (SELECT 1 FROM orders WHERE email = ?3 AND created_at >= ?4)');
const ORDERS_SINCE = 'SELECT order_number, created_at, lookup_number FROM orders WHERE email = ?1 AND created_at >= ?2 ORDER BY created_at DESC LIMIT 50';

/**
 * Mails the orders of the last 60 days to that address and nowhere else. Known and unknown addresses
 * get the same answer (decisions 15); an address without orders gets no mail, so nothing is learned.
 * The address's own limit counts mails, here after the answer: counted per request before it, anyone
 * could use up a stranger's allowance and have the owner's own request refused. Past it the mail is
 * skipped and nobody is told (the answer is the same anyway). One D1 round trip, as the look-up alone.
 */
export async function recoverOrders(db: D1Database, mailer: Mailer, email: string, storeName: string, origin: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - RECOVERY_DAYS * 86_400_000).toISOString();
  const key = `recoverEmail:${email}`;
  const counter = quietCounter(key, LIMITS.recoverEmail.max, LIMITS.recoverEmail.windowSeconds, now.getTime());
  if (counter.refused) return;
  const [counted, found] = await db.batch<Record<string, unknown>>([
    db.prepare(COUNT_IF_ORDERS).bind(key, counter.windowStart, email, since),
    db.prepare(ORDERS_SINCE).bind(email, since),
  ]);
  const orders = (found?.results ?? []) as Pick<OrderRow, 'order_number' | 'created_at' | 'lookup_number'>[];
  if (orders.length === 0 || !counter.allows(counted?.results[0]?.count as number | undefined)) return;
  const lines = orders.map((o) => `Order ${o.order_number} (${o.created_at.slice(0, 10)}): ${origin}/track/order/${o.lookup_number}`);
  await mailer.send({ to: email, subject: `Your ${storeName} orders`, text: `Your orders from the past ${RECOVERY_DAYS} days:\n\n${lines.join('\n')}\n` });
}
