import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { $ZodType } from 'zod/v4/core';
import { entry } from './api-error';

/** Zod issue paths as JSON pointers, rooted at the validation target (/data/customer/email). */
function pointerOf(target: keyof ValidationTargets, path: PropertyKey[]): string {
  const root = target === 'json' || target === 'form' ? '' : `/${target}`;
  return `${root}/${path.map((p) => String(p).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`.replace(/\/$/, '') || '/';
}

/**
 * zValidator with the one error shape: every zod issue becomes an entry whose detail is the
 * schema's own message (the spec's form messages live in the schemas, src/contract/). Takes the
 * contract's zod/mini schemas and the server-only classic zod ones alike (both are zod 4 core types).
 */
/** Zod issues as the API's error entries (at most 20): unknown keys as unknown_field, the rest invalid_field. */
export function validationErrors(target: keyof ValidationTargets, issues: readonly { code: string; message: string; path: PropertyKey[] }[]) {
  return issues.slice(0, 20).map((issue) => entry(422, issue.code === 'unrecognized_keys' ? 'unknown_field' : 'invalid_field', issue.message, pointerOf(target, issue.path)));
}

export function validate<Target extends keyof ValidationTargets, Schema extends $ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result, c) => {
    if (result.success) return;
    return c.json({ errors: validationErrors(target, result.error.issues) }, 422);
  });
}
