import type { ErrorObject } from 'ajv';
import type { FakeRequest } from '../http';
import { operationOf, requestBodyPointer, resolve, validatorAt, ownValidator, type Operation } from './contract';
import { issueDescription, paypalError, type Issue, type PaypalError } from './errors';

/**
 * A request as PayPal checks it before acting: JSON media type, well-formed JSON, the body against the
 * operation's requestBody schema, the declared headers (PayPal-Request-Id, Prefer) against theirs.
 * A refusal is PayPal's 400 INVALID_REQUEST (415 for another media type) with one detail per fault.
 */
const ISSUE_OF: Record<string, string> = {
  required: 'MISSING_REQUIRED_PARAMETER',
  type: 'INVALID_PARAMETER_SYNTAX',
  pattern: 'INVALID_PARAMETER_SYNTAX',
  format: 'INVALID_PARAMETER_SYNTAX',
  enum: 'INVALID_PARAMETER_VALUE',
  const: 'INVALID_PARAMETER_VALUE',
  minLength: 'INVALID_STRING_LENGTH',
  maxLength: 'INVALID_STRING_LENGTH',
  minItems: 'INVALID_ARRAY_MIN_ITEMS',
  maxItems: 'INVALID_ARRAY_MAX_ITEMS',
};
const COMPOSITE = new Set(['anyOf', 'oneOf', 'allOf', 'if', 'not']);

/** The issue name this operation documents for the fault, falling back to the generic ones it lists. */
function documentedIssue(op: Operation, wanted: string): string {
  if (op.doc === 'notifications_webhooks_v1') return wanted;
  return [wanted, 'INVALID_PARAMETER_SYNTAX', 'INVALID_PARAMETER_VALUE'].find((i) => issueDescription(op, 400, i)) ?? wanted;
}

function issuesOf(op: Operation, errors: ErrorObject[], data: unknown, location: 'body' | undefined): Issue[] {
  const leaves = errors.filter((e) => !COMPOSITE.has(e.keyword));
  const seen = new Set<string>();
  return (leaves.length ? leaves : errors).flatMap((e) => {
    const field = e.keyword === 'required' ? `${e.instancePath}/${String(e.params.missingProperty)}` : e.instancePath || '/';
    const issue = documentedIssue(op, ISSUE_OF[e.keyword] ?? 'INVALID_PARAMETER_VALUE');
    if (seen.has(`${field}|${issue}`)) return [];
    seen.add(`${field}|${issue}`);
    const value = e.keyword === 'required' ? undefined : e.instancePath.split('/').slice(1).reduce<any>((n, k) => n?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], data);
    return [{ issue, field, ...(value !== undefined && typeof value !== 'object' ? { value: String(value) } : {}), ...(location ? { location } : {}) }];
  });
}

export type Parsed = { ok: true; body: unknown } | { ok: false; error: PaypalError; why: string };

export function parseRequest(op: Operation, req: FakeRequest): Parsed {
  const schema = requestBodyPointer(op);
  let body: unknown;
  if (req.raw.trim()) {
    if (!/^application\/json/i.test(String(req.headers['content-type'] ?? ''))) return { ok: false, error: paypalError(op, 415), why: `content-type ${String(req.headers['content-type'])}` };
    try {
      body = JSON.parse(req.raw);
    } catch {
      return { ok: false, error: paypalError(op, 400, [{ issue: documentedIssue(op, 'MALFORMED_REQUEST_JSON') }]), why: 'malformed JSON' };
    }
  }
  const issues: Issue[] = [];
  if (schema && (body !== undefined || schema.required)) {
    const validate = validatorAt(op.doc, schema.pointer);
    if (!validate(body ?? {})) issues.push(...issuesOf(op, validate.errors ?? [], body, 'body'));
  }
  issues.push(...headerIssues(op, req));
  if (issues.length) return { ok: false, error: paypalError(op, 400, issues), why: issues.map((i) => `${i.field} ${i.issue}${i.value !== undefined ? ` (${i.value})` : ''}`).join('; ') };
  return { ok: true, body };
}

/** The operation's declared header parameters, each checked against its schema when sent. */
function headerIssues(op: Operation, req: FakeRequest): Issue[] {
  const issues: Issue[] = [];
  for (const declared of (operationOf(op).parameters ?? []) as Record<string, any>[]) {
    const param = resolve(op.doc, declared);
    if (param?.in !== 'header' || !param.schema) continue;
    const value = req.headers[String(param.name).toLowerCase()];
    if (value === undefined) {
      if (param.required) issues.push({ issue: documentedIssue(op, 'MISSING_REQUIRED_PARAMETER'), field: param.name });
      continue;
    }
    const validate = ownValidator(param.schema);
    if (!validate(String(value))) issues.push(...issuesOf(op, validate.errors ?? [], String(value), undefined).map((i) => ({ ...i, field: param.name, value: String(value) })));
  }
  return issues;
}
