import { randomBytes } from 'node:crypto';
import { documentOf, operationOf, resolve, type Operation } from './contract';

/**
 * PayPal's error answers, built from the documents themselves: the `name` and `message` of
 * `error_<status>`, and each issue's `description` from the operation's list of issues for that status,
 * so that the answer passes the operation's response schema (contract.ts checks it like any answer).
 */
export interface Issue {
  issue: string;
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'query';
  description?: string;
}

export interface PaypalError {
  status: number;
  body: Record<string, unknown>;
}

/** 429 is in no document: PayPal's rate-limit answer as its API reference lists it. */
const RATE_LIMITED = { name: 'RATE_LIMIT_REACHED', message: 'Too many requests. Blocked due to rate limiting.' };
/** The v1 notifications API answers validation errors in its own (v1) shape. */
const V1_INVALID = { name: 'VALIDATION_ERROR', message: 'Invalid request - see details' };

export const debugId = (): string => randomBytes(7).toString('hex').slice(0, 13);

function nameAndMessage(status: number): { name: string; message: string } {
  if (status === 429) return RATE_LIMITED;
  const schema = documentOf('checkout_orders_v2').components?.schemas?.[`error_${status}`];
  return { name: schema?.properties?.name?.enum?.[0] ?? 'INTERNAL_SERVER_ERROR', message: schema?.properties?.message?.enum?.[0] ?? 'An internal server error occurred.' };
}

/** The documented description of an issue for this operation and status, searched through allOf/anyOf. */
export function issueDescription(op: Operation, status: number, issue: string): string | undefined {
  const declared = resolve(op.doc, operationOf(op).responses?.[String(status)]);
  const seen = new Set<unknown>();
  const search = (node: any): string | undefined => {
    node = resolve(op.doc, node);
    if (!node || typeof node !== 'object' || seen.has(node)) return undefined;
    seen.add(node);
    if (node.properties?.issue?.enum?.includes(issue)) return node.properties?.description?.enum?.[0];
    for (const child of [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? []), node.properties?.details, node.items, node.content?.['application/json']?.schema]) {
      const found = search(child);
      if (found) return found;
    }
    return undefined;
  };
  return search(declared);
}

/** PayPal's error answer for this operation: 4xx with details, 429/5xx without. */
export function paypalError(op: Operation, status: number, issues: Issue[] = []): PaypalError {
  const head = op.doc === 'notifications_webhooks_v1' && status === 400 ? V1_INVALID : nameAndMessage(status);
  const details = issues.map((i) => ({ ...i, description: i.description ?? issueDescription(op, status, i.issue) }));
  const first = details[0]?.issue ?? head.name;
  return {
    status,
    body: {
      ...head,
      ...(details.length ? { details } : {}),
      debug_id: debugId(),
      links: [{ href: `https://developer.paypal.com/docs/api/${op.doc === 'payments_payment_v2' ? 'payments' : 'orders'}/v2/#error-${first}`, rel: 'information_link', method: 'GET' }],
    },
  };
}

/** 422 with one issue, the shape of every business refusal. */
export const refused = (op: Operation, issue: string, field?: string, value?: string): PaypalError =>
  paypalError(op, 422, [{ issue, ...(field ? { field, location: 'body' as const } : {}), ...(value !== undefined ? { value } : {}) }]);

export const notFound = (op: Operation, id: string): PaypalError =>
  paypalError(op, 404, [{ issue: 'INVALID_RESOURCE_ID', field: op.path.match(/\{(\w+)\}/)?.[1] ?? 'id', value: id, location: 'path' }]);
