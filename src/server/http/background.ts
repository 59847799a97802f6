import type { Context } from 'hono';

/**
 * Work the answer must not wait for (and must not be timed by): handed to the platform's waitUntil,
 * so the isolate finishes it after the response. Failures are logged, never answered. Without an
 * execution context (the app called directly, as tests do) the promise simply runs on.
 */
export function afterResponse(c: Context, what: string, work: Promise<unknown>): void {
  const logged = work.catch((error: unknown) => {
    console.error(JSON.stringify({ level: 'error', what, message: error instanceof Error ? error.message : String(error) }));
  });
  let context: { waitUntil(promise: Promise<unknown>): void } | null = null;
  try {
    context = c.executionCtx;
  } catch {
    context = null;
  }
  context?.waitUntil(logged);
}
