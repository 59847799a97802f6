import type { z } from 'zod';
import { CALL_NAMES, describeCall, type PlatformCall } from './calls';

/** A pull that cannot go on. The message names the store, the call and, for bad payloads, the field. */
export class PullError extends Error {
  constructor(
    readonly storeSlug: string,
    message: string,
  ) {
    super(`Store "${storeSlug}": ${message}`);
    this.name = 'PullError';
  }
}

export class StoreNotFoundError extends PullError {
  constructor(storeSlug: string, detail: string) {
    super(storeSlug, `store not found (${detail}). Check the store slug and PLATFORM_API_URL.`);
    this.name = 'StoreNotFoundError';
  }
}

/** '{name} Request retry exceeded limit' (platform-api.md), with what failed last. */
export class RetryExceededError extends Error {
  constructor(
    readonly call: PlatformCall,
    readonly lastFailure: string,
  ) {
    super(`${CALL_NAMES[call.kind]} Request retry exceeded limit`);
    this.name = 'RetryExceededError';
  }
}

/** Formats a zod issue path the way a person reads it: primaryProduct[0].price */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(root)';
}

export function validationMessage(call: PlatformCall, error: z.ZodError): string {
  const issues = error.issues.slice(0, 5).map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
  const more = error.issues.length > 5 ? ` (and ${error.issues.length - 5} more)` : '';
  return `${CALL_NAMES[call.kind]} answer is invalid (${describeCall(call)}): ${issues.join('; ')}${more}`;
}
