/**
 * A signal that aborts after `ms`: AbortSignal.timeout where the browser has it, an AbortController and
 * a timer before that (Safari before 16, which the store still serves), where calling the missing
 * function would fail every retryable call as a network error.
 */
export function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
  return controller.signal;
}
