import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/**
 * How a form reads a contract schema: the first message per field, so an island shows the rule the
 * server applies, in the shopper's language (each form maps the spec's English message to its key).
 */
export function firstMessage(schema: $ZodType, value: unknown): string | null {
  const result = z.safeParse(schema, value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

/** Each field's first message, keyed by the last named segment of the issue's path (`address.zip` -> zip). */
export function messagesByField(schema: $ZodType, value: unknown): Map<string, string> {
  const result = z.safeParse(schema, value);
  const messages = new Map<string, string>();
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    const field = [...issue.path].reverse().find((p) => typeof p === 'string');
    if (typeof field === 'string' && !messages.has(field)) messages.set(field, issue.message);
  }
  return messages;
}

/** The field an API error points at (`/data/customer/address/zip` -> zip), when it is one of `fields`. */
export function fieldOfPointer<F extends string>(pointer: string | undefined, fields: readonly F[]): F | null {
  const last = pointer?.split('/').filter(Boolean).pop();
  return last && (fields as readonly string[]).includes(last) ? (last as F) : null;
}
