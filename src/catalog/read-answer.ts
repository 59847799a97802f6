import type { z } from 'zod';
import { CALL_NAMES, describeCall, type PlatformCall } from './calls';
import { PullError, validationMessage } from './errors';
import { isOk, type CatalogSource, type SourceAnswer } from './sources/source';

/** Why an answer was not usable: not there (404), refused (other 4xx) or unreachable. */
export type Miss = { miss: 'not-found' | 'refused'; status: number; body: unknown };

export function missOf(answer: SourceAnswer): Miss {
  return { miss: answer.status === 404 ? 'not-found' : 'refused', status: answer.status, body: answer.body };
}

/** Parses an OK answer with its schema; a bad payload stops the pull naming store, call and field. */
export function parseAnswer<S extends z.ZodType>(storeSlug: string, call: PlatformCall, schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PullError(storeSlug, validationMessage(call, parsed.error));
  return parsed.data;
}

/** Fetches and parses a call; a non-OK answer is returned as a Miss for the caller to judge. */
export async function fetchParsed<S extends z.ZodType>(
  source: CatalogSource,
  storeSlug: string,
  call: PlatformCall,
  schema: S,
): Promise<z.output<S> | Miss> {
  const answer = await source.fetch(call);
  if (!isOk(answer)) return missOf(answer);
  return parseAnswer(storeSlug, call, schema, answer.body);
}

export const isMiss = (value: unknown): value is Miss =>
  typeof value === 'object' && value !== null && 'miss' in value && typeof (value as Miss).status === 'number';

/** A refused call stops the pull with the platform's own `errors` object. */
export function refusal(storeSlug: string, call: PlatformCall, miss: Miss): PullError {
  const errors = (miss.body as { errors?: unknown } | null)?.errors;
  const detail = errors === undefined ? '' : `: ${JSON.stringify(errors)}`;
  return new PullError(storeSlug, `${CALL_NAMES[call.kind]} request failed with ${miss.status} (${describeCall(call)})${detail}`);
}
