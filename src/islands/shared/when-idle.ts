/**
 * Runs `work` when the browser is idle (within `timeoutMs` at the latest), or after a short timer where
 * there is no requestIdleCallback (Safari). Returns the cancel, for a React effect's cleanup.
 */
export function whenIdle(work: () => void, timeoutMs = 3_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}
