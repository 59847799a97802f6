import type { Context, MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import { notFound } from '../errors/api-error';
import { ownerTokenOf, ownsWith } from './owner';
import { checkoutRow, toCheckout, type CheckoutRow } from './queries';
import { countsOf } from '../rate-limit/limit';
import { limitHit } from '../rate-limit/middleware';
import type { LimitName } from '../rate-limit/rules';

type Where = 'json' | 'query';

/**
 * The id a request names, from its JSON body (Hono keeps the body, so the route's validator reads it
 * again) or its query. Null when there is none: the guard then lets the route's validator refuse it.
 */
async function idOf(c: Context<Env>, where: Where, field: string): Promise<string | null> {
  const source: unknown = where === 'query' ? c.req.query() : await c.req.json().catch(() => null);
  const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
}

const pointer = (where: Where, field: string) => (where === 'json' ? `/${field}` : `/query/${field}`);

function guard(what: 'checkout' | 'payment', sql: string, where: Where, field: string): MiddlewareHandler<Env> {
  return async (c, next) => {
    const id = await idOf(c, where, field);
    if (id !== null) {
      const row = await c.env.DB.prepare(sql).bind(id).first<{ owner_hash: string | null }>();
      if (!(await ownsWith(row?.owner_hash, ownerTokenOf(c)))) throw notFound(what, pointer(where, field));
    }
    await next();
  };
}

/**
 * The checkout named by `field` must belong to this browser (its owner cookie, ./owner.ts). Anyone
 * else gets the same 404 as for a checkout that does not exist: the id alone tells nothing.
 */
export const ownsCheckout = (where: Where, field: string) => guard('checkout', 'SELECT owner_hash FROM checkouts WHERE id = ?1', where, field);

/** The same for a payment: the checkout it belongs to must be this browser's. */
export const ownsPayment = (where: Where, field: string) =>
  guard('payment', 'SELECT c.owner_hash FROM payments p JOIN checkouts c ON c.id = p.checkout_id WHERE p.id = ?1', where, field);

/**
 * `limited(name)` then `ownsCheckout('json', field)` in one D1 round trip (a batch: the hit is counted
 * first, in the same transaction, whatever the owner check finds), for the routes that go on to read
 * the checkout anyway (submit, update): the row is handed to them as `ownedCheckout` once both pass.
 * Every round trip counts on these routes (docs/decisions.md, "Checkout submit: D1 round trips").
 */
export function limitedOwnCheckout(name: LimitName, field: string): MiddlewareHandler<Env> {
  return async (c, next) => {
    const hit = limitHit(c, name);
    const id = await idOf(c, 'json', field);
    // Every counter of the client (its own, and its /48's for an IPv6 /64), then the checkout's row.
    const results = await c.env.DB.batch<Record<string, unknown>>(id === null ? hit.statements : [...hit.statements, checkoutRow(c.env.DB, id)]);
    hit.checkAll(countsOf(results.slice(0, hit.statements.length)));
    if (id !== null) {
      const row = results[hit.statements.length]?.results[0] as CheckoutRow | undefined;
      if (!row || !(await ownsWith(row.owner_hash, ownerTokenOf(c)))) throw notFound('checkout', pointer('json', field));
      c.set('ownedCheckout', toCheckout(row));
    }
    await next();
  };
}
