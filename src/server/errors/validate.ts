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
export function validate<Target extends keyof ValidationTargets, Schema extends $ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const errors = result.error.issues.slice(0, 20).map((issue) => {
      const code = issue.code === 'unrecognized_keys' ? 'unknown_field' : 'invalid_field';
      return entry(422, code, issue.message, pointerOf(target, issue.path));
    });
    return c.json({ errors }, 422);
  });
}
