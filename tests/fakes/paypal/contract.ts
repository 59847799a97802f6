import { readFileSync } from 'node:fs';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * PayPal's own OpenAPI documents (openapi/README.md), loaded as they are: every request body the fake
 * receives and every answer it sends is checked against the operation's schema, so the fake can neither
 * accept a body PayPal rejects nor answer a shape PayPal never sends.
 */
export const DOCS = ['checkout_orders_v2', 'payments_payment_v2', 'notifications_webhooks_v1'] as const;
export type DocName = (typeof DOCS)[number];

export interface Operation {
  doc: DocName;
  /** The path as the document spells it, e.g. `/v2/checkout/orders/{id}/authorize`. */
  path: string;
  method: 'get' | 'post';
}

type Json = Record<string, any>;
const documents = new Map<DocName, Json>(DOCS.map((name) => [name, JSON.parse(readFileSync(new URL(`./openapi/${name}.json`, import.meta.url), 'utf8')) as Json]));

// Non-strict: the documents carry OpenAPI keywords (example, discriminator, readOnly, x-*) that are no JSON
// Schema. PayPal's own formats (ppaas_*) are registered below so they check something instead of warning.
const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
addFormats(ajv);
ajv.addFormat('ppaas_common_currency_code_v2', /^[A-Z]{3}$/);
ajv.addFormat('ppaas_common_country_code_v2', /^([A-Z]{2}|C2)$/);
ajv.addFormat('ppaas_date_notime_v2', /^\d{4}-\d{2}-\d{2}$/);
ajv.addFormat('ppaas_date_time_v3', /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/);
for (const name of ['ppaas_common_email_address_v2', 'merchant_common_email_address_v2']) ajv.addFormat(name, /^[^\s@]+@[^\s@]+$/);
for (const name of ['ppaas_payer_id_v3', 'payer_v1', 'ppaas_common_language_v3', 'ppaas_ip_address_v1']) ajv.addFormat(name, () => true);
for (const [name, doc] of documents) ajv.addSchema(doc, name);

export const documentOf = (name: DocName): Json => documents.get(name) ?? {};
export const operationOf = (op: Operation): Json => documentOf(op.doc).paths?.[op.path]?.[op.method] ?? {};

/** Follows a `$ref` inside one document (`#/components/...`). */
export function resolve(doc: DocName, node: Json | undefined): Json | undefined {
  let at = node;
  for (let hops = 0; at?.$ref && hops < 10; hops++) {
    const target = String(at.$ref);
    at = target.replace(/^#\//, '').split('/').reduce<Json | undefined>((n, key) => n?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], documentOf(doc));
  }
  return at;
}

const compiled = new Map<string, ValidateFunction>();
/** A validator for the schema at a JSON pointer inside a document, compiled once per process. */
export function validatorAt(doc: DocName, pointer: string): ValidateFunction {
  const ref = `${doc}#${pointer}`;
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    compiled.set(ref, validate);
  }
  return validate;
}

/** A validator for a schema of the fake's own (answers no document defines: the OAuth token, a 429). */
export const ownValidator = (schema: Json): ValidateFunction => ajv.compile(schema);

const escape = (key: string) => encodeURIComponent(key.replace(/~/g, '~0').replace(/\//g, '~1'));
const operationPointer = (op: Operation) => `/paths/${escape(op.path)}/${op.method}`;

/** The pointer of the request body's JSON schema, or null when the operation takes no body. */
export function requestBodyPointer(op: Operation): { pointer: string; required: boolean } | null {
  const declared = operationOf(op).requestBody as Json | undefined;
  if (!declared) return null;
  const pointer = declared.$ref ? String(declared.$ref).slice(1) : `${operationPointer(op)}/requestBody`;
  const body = resolve(op.doc, declared);
  if (!body?.content?.['application/json']) return null;
  return { pointer: `${pointer}/content/${escape('application/json')}/schema`, required: body.required === true };
}

/**
 * The pointer of the answer's schema for this status: the status's own schema, else the operation's
 * `default` (PayPal's documents send undeclared errors there). `none` for a documented empty answer (204).
 */
export function responsePointer(op: Operation, status: number): string | 'none' | null {
  const responses = (operationOf(op).responses ?? {}) as Json;
  const pointerOf = (key: string): string | null => {
    const declared = responses[key] as Json | undefined;
    if (!declared) return null;
    const base = declared.$ref ? String(declared.$ref).slice(1) : `${operationPointer(op)}/responses/${key}`;
    return resolve(op.doc, declared)?.content?.['application/json'] ? `${base}/content/${escape('application/json')}/schema` : null;
  };
  if (status === 204 && responses['204']) return 'none';
  return pointerOf(String(status)) ?? pointerOf('default');
}

/** Ajv's errors in one line; an issue outside a long anyOf of enums is one entry listing the allowed values. */
export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  const merged = new Map<string, { message: string; allowed: unknown[] }>();
  for (const e of errors ?? []) {
    const key = `${e.instancePath || '/'}|${e.keyword}`;
    const entry = merged.get(key) ?? { message: e.message ?? e.keyword, allowed: [] };
    if (e.params && 'allowedValues' in e.params) entry.allowed.push(...(e.params.allowedValues as unknown[]));
    merged.set(key, entry);
  }
  const text = [...merged].map(([key, { message, allowed }]) => `${key.split('|')[0]} ${message}${allowed.length ? ` ${JSON.stringify(allowed)}` : ''}`).join('; ');
  return text.length > 1000 ? `${text.slice(0, 1000)}...` : text;
}
